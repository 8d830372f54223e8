import { describe, expect, it } from "vitest";
import { addDays, daysIn, firstMonthKept, periodAsked, previousPeriod } from "./period";
import { campaignOf, deviceOf, isCountedVisitor, referrerOf, visitorNetworkOf } from "./visit-facts";

const headers = (values: Record<string, string>) => (name: string) => values[name];
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

describe("what a request tells about a visit", () => {
  it("counts people, not crawlers, silent clients, prefetches or signed-in staff", () => {
    expect(isCountedVisitor(headers({ "user-agent": CHROME }), "staff")).toBe(true);
    expect(
      isCountedVisitor(headers({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), "staff"),
    ).toBe(false);
    expect(isCountedVisitor(headers({}), "staff")).toBe(false);
    expect(
      isCountedVisitor(headers({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }), "staff"),
    ).toBe(false);
    expect(isCountedVisitor(headers({ "user-agent": CHROME, purpose: "prefetch" }), "staff")).toBe(false);
    expect(isCountedVisitor(headers({ "user-agent": CHROME, cookie: "a=1; staff=xyz" }), "staff")).toBe(
      false,
    );
    expect(isCountedVisitor(headers({ "user-agent": CHROME, cookie: "i18next=fr" }), "staff")).toBe(true);
  });

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceOf(CHROME)).toBe("desktop");
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")).toBe("phone");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/142.0 Mobile Safari/537.36")).toBe(
      "phone",
    );
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/142.0 Safari/537.36")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)")).toBe("tablet");
  });

  it("keeps a campaign's three tags, trimmed and in lower case, and nothing else of the query", () => {
    expect(
      campaignOf("utm_source=LinkedIn&utm_medium=Social&utm_campaign=%20Spring%202027%20&email=a%40b.ca"),
    ).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "spring 2027",
    });
    expect(campaignOf("lng=fr")).toEqual({ source: "", medium: "", campaign: "" });
    expect(campaignOf(`utm_source=${"x".repeat(300)}`).source).toHaveLength(100);
    expect(campaignOf("utm_source=a%00b%E2%80%8Bc").source).toBe("abc");
  });

  it("keeps only the referring site's host, never this site's own", () => {
    expect(referrerOf("https://www.Google.ca/search?q=boots", ["trafalgarbrands.com"])).toBe("google.ca");
    expect(referrerOf("https://trafalgarbrands.com/about", ["trafalgarbrands.com"])).toBe("");
    expect(referrerOf("android-app://com.google.android.gm/", [])).toBe("");
    expect(referrerOf("not a url", [])).toBe("");
    expect(referrerOf(undefined, [])).toBe("");
  });
});

describe("who a visitor is taken to be", () => {
  it("is an IPv4 address whole, however it is written", () => {
    expect(visitorNetworkOf("198.51.100.7")).toBe("198.51.100.7");
    expect(visitorNetworkOf("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(visitorNetworkOf("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(visitorNetworkOf("198.51.100.8")).not.toBe(visitorNetworkOf("198.51.100.7"));
  });

  it("is an IPv6 address's network (its first 64 bits): a device changing the rest is the same visitor", () => {
    const network = visitorNetworkOf("2001:db8:1:2::1");
    expect(network).toBe("2001:db8:1:2::/64");
    for (const same of ["2001:0db8:0001:0002:ffff:1:2:3", "2001:DB8:1:2:a:b:c:d%eth0", "2001:db8:1:2::"])
      expect(visitorNetworkOf(same)).toBe(network);
    expect(visitorNetworkOf("2001:db8:1:3::1")).not.toBe(network);
    expect(visitorNetworkOf("::1")).toBe("0:0:0:0::/64");
    expect(visitorNetworkOf("2001:db8::192.0.2.1")).toBe("2001:db8:0:0::/64");
  });

  it("takes anything else as it is", () => {
    expect(visitorNetworkOf("unknown")).toBe("unknown");
    expect(visitorNetworkOf("")).toBe("");
  });
});

describe("periods", () => {
  const today = "2026-11-27";
  const asked = (query: string) => periodAsked(new URLSearchParams(query), today);

  it("ends each fixed period today and compares it with as many days just before", () => {
    expect(asked("period=today").period).toEqual({ from: today, to: today });
    expect(asked("period=7d").period).toEqual({ from: "2026-11-21", to: today });
    expect(asked("").period).toEqual({ from: "2026-10-29", to: today });
    expect(daysIn(asked("period=12m").period)).toBe(365);
    expect(previousPeriod({ from: "2026-11-21", to: today })).toEqual({
      from: "2026-11-14",
      to: "2026-11-20",
    });
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("takes a custom period only when it is one", () => {
    expect(asked("period=custom&from=2026-01-01&to=2026-01-31")).toEqual({
      choice: "custom",
      period: { from: "2026-01-01", to: "2026-01-31" },
      invalid: false,
    });
    for (const query of [
      "period=custom&from=2026-02-30&to=2026-03-01",
      "period=custom&from=2026-03-01&to=2026-02-01",
      "period=custom&from=2026-11-01&to=2026-12-01",
      "period=custom&from=2020-01-01&to=2026-01-01",
      "period=custom",
    ])
      expect(asked(query)).toMatchObject({ choice: "30d", invalid: true });
    expect(asked("period=forever")).toMatchObject({ choice: "30d", invalid: false });
  });

  it("keeps the retention's months, this one included", () => {
    expect(firstMonthKept("2026-11-27", 25)).toBe("2024-11");
    expect(firstMonthKept("2026-01-05", 2)).toBe("2025-12");
  });
});
