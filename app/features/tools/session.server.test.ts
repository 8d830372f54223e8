import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The session lives in the database: give this file its own embedded one before anything reads config.
const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-session-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("SESSION_SECRET", "a-session-secret-long-enough-for-the-schema");
vi.stubEnv("PUBLIC_SITE_ORIGIN", "");

const { closeDatabase, database } = await import("~/lib/database.server");
const { endStaffSession, requireStaff, requireStaffApi, staffSession, startStaffSession } = await import(
  "./session.server"
);

const HOUR = 60 * 60 * 1000;

function requestWith(setCookie: string): Request {
  const cookie = setCookie.split(";")[0] ?? "";
  return new Request("http://localhost/tools", { headers: { Cookie: cookie } });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Response)) throw new Error("expected a thrown Response");
  return outcome;
}

beforeAll(async () => {
  await database();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await closeDatabase();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("staff sessions", () => {
  it("sets a browser-session cookie: HttpOnly, SameSite=Strict, no lifetime of its own", async () => {
    const setCookie = await startStaffSession();
    expect(setCookie).toMatch(/^trafalgar_tools_session=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("recognises its own cookie and refuses a tampered one", async () => {
    const setCookie = await startStaffSession();
    expect(await staffSession(requestWith(setCookie))).toBeDefined();
    const tampered = setCookie.replace(/=(.)/, (_match, first: string) => `=${first === "A" ? "B" : "A"}`);
    expect(await staffSession(requestWith(tampered))).toBeUndefined();
  });

  it("sends a signed-out page request to the sign-in page, replacing the history entry", async () => {
    const response = await thrown(requireStaff(new Request("http://localhost/tools")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/tools/login");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("answers a signed-out API request with 401 JSON", async () => {
    const response = await thrown(requireStaffApi(new Request("http://localhost/api/photos")));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("ends at sign-out, even for a copy of the cookie", async () => {
    const setCookie = await startStaffSession();
    const cleared = await endStaffSession(requestWith(setCookie));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
  });

  it("ends after 2 idle hours, and each request pushes that back", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const setCookie = await startStaffSession();
    vi.advanceTimersByTime(1.5 * HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeDefined();
    vi.advanceTimersByTime(1.5 * HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeDefined();
    vi.advanceTimersByTime(2 * HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
  });

  it("ends 8 hours after sign-in however busy", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const setCookie = await startStaffSession();
    for (let hour = 1; hour < 8; hour += 1) {
      vi.advanceTimersByTime(HOUR);
      expect(await staffSession(requestWith(setCookie))).toBeDefined();
    }
    vi.advanceTimersByTime(HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
  });
});
