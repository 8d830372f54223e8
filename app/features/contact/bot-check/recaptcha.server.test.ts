import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyRecaptcha } from "./recaptcha.server";

const SETTINGS = {
  secretKey: "secret",
  minScore: 0.5,
  hostname: "www.trafalgarbrands.example",
  verifyUrl: "https://siteverify.example/check",
};
const GOOD = { success: true, action: "submit", hostname: SETTINGS.hostname, score: 0.9 };

function siteverifyAnswers(answer: unknown) {
  const calls: { url: string; form: URLSearchParams }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, form: new URLSearchParams(String(init.body)) });
    return Response.json(answer);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("reCAPTCHA v3 verification", () => {
  it("accepts a token for our action and host with a good score", async () => {
    const calls = siteverifyAnswers(GOOD);
    expect(await verifyRecaptcha("token", SETTINGS, "203.0.113.5")).toBe(true);
    expect(calls[0]?.url).toBe(SETTINGS.verifyUrl);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      secret: "secret",
      response: "token",
      remoteip: "203.0.113.5",
    });
  });

  it.each([
    ["a failed token", { ...GOOD, success: false }],
    ["another action", { ...GOOD, action: "login" }],
    ["another host", { ...GOOD, hostname: "evil.example" }],
    ["a low score", { ...GOOD, score: 0.3 }],
    ["no score", { success: true, action: "submit", hostname: SETTINGS.hostname }],
    ["an unexpected answer", { nonsense: true }],
  ])("refuses %s", async (_name, answer) => {
    siteverifyAnswers(answer);
    expect(await verifyRecaptcha("token", SETTINGS)).toBe(false);
  });

  it("refuses when the provider cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    expect(await verifyRecaptcha("token", SETTINGS)).toBe(false);
  });
});
