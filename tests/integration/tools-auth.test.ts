import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteServer, startSiteServer, TEST_TOOLS_PASSWORD } from "../support/site-server.ts";
import { cookieOf, dashboardStatus, postPassword, signIn } from "../support/staff-client.ts";

// Each test signs in as its own client: the failed-attempt limit counts per client.
const client = (n: number) => `198.51.100.${n}`;

let site: SiteServer;

beforeAll(async () => {
  site = await startSiteServer({ SESSION_SECRET: "integration-secret-one-at-least-32-characters" });
  // The first sign-in opens the database, which can take seconds on a busy machine; no test should pay for it.
  await signIn(site.origin, client(0));
});

afterAll(async () => {
  await site?.stop();
});

describe("tools sign-in over HTTP", () => {
  it("sends signed-out page requests to sign-in and keeps tools pages out of caches and search engines", async () => {
    for (const path of ["/tools", "/tools/photo-downloader"]) {
      const response = await fetch(`${site.origin}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location")).toBe("/tools/login");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    const login = await fetch(`${site.origin}/tools/login`);
    expect(login.headers.get("Cache-Control")).toBe("no-store");
    expect(login.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await fetch(`${site.origin}/robots.txt`)).text()).toMatch(/^Disallow: \/tools$/m);
    const sitemap = await fetch(`${site.origin}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).not.toContain("/tools");
  });

  it("answers every tools API with 401 JSON when signed out", async () => {
    const requests: [string, RequestInit?][] = [
      ["/api/photos/directory"],
      [
        "/api/photos/lookups",
        { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } },
      ],
      [
        "/api/photos/downloads",
        { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } },
      ],
      ["/api/photos/downloads/some-download"],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${site.origin}${path}`, { ...init, redirect: "manual" });
      expect(response.status, path).toBe(401);
      expect(response.headers.get("Content-Type"), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({ error: "unauthorized" });
    }
  });

  it("starts a session on the right password: an HttpOnly, SameSite=Strict cookie that ends with the browser", async () => {
    const response = await postPassword(site.origin, TEST_TOOLS_PASSWORD, client(1));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/tools");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^trafalgar_tools_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toMatch(/Max-Age|Expires|Secure|Domain/i);

    const dashboard = await fetch(`${site.origin}/tools`, { headers: { Cookie: cookieOf(response) } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("Cache-Control")).toBe("no-store");
    expect(await dashboard.text()).toContain("/tools/photo-downloader");

    const loginAgain = await fetch(`${site.origin}/tools/login`, {
      headers: { Cookie: cookieOf(response) },
      redirect: "manual",
    });
    expect(loginAgain.status).toBe(302);
    expect(loginAgain.headers.get("Location")).toBe("/tools");
  });

  it("answers a wrong password with 401 and 'Invalid password', and no cookie", async () => {
    const response = await postPassword(site.origin, "wrong", client(2));
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("Invalid password");
  });

  it("refuses the sixth attempt after five failures in 15 minutes with 429, at whatever account, while other clients sign in", async () => {
    // Failures at an address no account has count against the client as any other do.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postPassword(
        site.origin,
        `guess ${attempt}`,
        client(3),
        "",
        "nobody@example.test",
      );
      expect(response.status).toBe(401);
    }
    const sixth = await postPassword(site.origin, TEST_TOOLS_PASSWORD, client(3));
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(sixth.headers.get("Set-Cookie")).toBeNull();
    expect(await sixth.text()).toContain("Too many failed attempts. Try again in 15 minutes.");

    expect(await dashboardStatus(site.origin, await signIn(site.origin, client(4)))).toBe(200);
  });

  it("clears a client's failures when it signs in", async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await postPassword(site.origin, "nope", client(5));
    await signIn(site.origin, client(5));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await postPassword(site.origin, "nope", client(5))).status).toBe(401);
    }
  });

  it("refuses a tampered cookie, a forged one and one signed with another secret", async () => {
    const cookie = await signIn(site.origin, client(6));
    const [name, value = ""] = cookie.split("=");
    const [payload = "", signature = ""] = value.split(".");
    const flipped = (text: string) => `${text.slice(0, -2)}${text.at(-2) === "A" ? "B" : "A"}${text.at(-1)}`;
    expect(await dashboardStatus(site.origin, `${name}=${flipped(payload)}.${signature}`)).toBe(302);
    expect(await dashboardStatus(site.origin, `${name}=${payload}.${flipped(signature)}`)).toBe(302);
    expect(await dashboardStatus(site.origin, `${name}=${payload}`)).toBe(302);
    expect(await dashboardStatus(site.origin, `${name}=${btoa(JSON.stringify("made-up-session"))}`)).toBe(
      302,
    );
    expect(await dashboardStatus(site.origin, cookie)).toBe(200);
  });

  it("logs out with a POST that ends the session on the server and clears the cookie", async () => {
    const cookie = await signIn(site.origin, client(7));
    const response = await fetch(`${site.origin}/tools/logout`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/tools/login");
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^trafalgar_tools_session=; .*Expires=Thu, 01 Jan 1970/,
    );
    // A copy of the old cookie is worthless now.
    expect(await dashboardStatus(site.origin, cookie)).toBe(302);
  });
});
