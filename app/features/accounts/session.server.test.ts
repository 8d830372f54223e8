import { beforeAll, describe, expect, it, vi } from "vitest";
import { ownDatabase } from "~/lib/own-database.test-support";
import { activeAccount } from "./test-database.test-support";

// The session lives in the database.
ownDatabase("session", { PUBLIC_SITE_ORIGIN: "" });

const sessions = await import("./session.server");
const { confirmSecondFactor, endSession, endSessionsOf, staffSession, sessionsOf } = sessions;
const { requireStaff, requireStaffApi } = await import("./staff-middleware.server");
const { updateAccount } = await import("./accounts.server");

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

let accountId = 0;

/** A session of the test's account, as a right password (and, when due, no second factor yet) starts one. */
function startSession(secondFactorDue = false): Promise<string> {
  return sessions.startSession("staff", {
    accountId,
    device: "Firefox · Linux",
    ipPrefix: "203.0.113.0/24",
    secondFactorDue,
  });
}

beforeAll(async () => {
  accountId = await activeAccount("sam@example.com", { name: "Sam Sales", language: "fr" });
});

describe("staff sessions", () => {
  it("sets a browser-session cookie: HttpOnly, SameSite=Strict, no lifetime of its own", async () => {
    const setCookie = await startSession();
    expect(setCookie).toMatch(/^trafalgar_tools_session=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("recognises its own cookie and refuses a tampered one", async () => {
    const setCookie = await startSession();
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
    const response = await thrown(
      requireStaffApi({
        request: new Request("http://localhost/api/photos"),
        pattern: "/api/photos/lookups",
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("names the member, and refuses a lead-reading page to nobody but the roles the table lists", async () => {
    const setCookie = await startSession();
    const session = await staffSession(requestWith(setCookie));
    expect(session?.member).toEqual({
      id: accountId,
      name: "Sam Sales",
      email: "sam@example.com",
      role: "sales",
      language: "fr",
      secondFactor: false,
    });
    const request = requestWith(setCookie);
    expect((await requireStaffApi({ request, pattern: "/api/messages/export" })).member.id).toBe(accountId);
    const refused = await thrown(requireStaffApi({ request, pattern: "/api/audit/export" }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "forbidden" });
    const unlisted = await thrown(requireStaffApi({ request, pattern: "/api/not-in-the-table" }));
    expect(unlisted.status).toBe(403);
  });

  it("opens nothing while the second factor is due, and expires if it never comes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const halfway = await startSession(true);
    const session = await staffSession(requestWith(halfway));
    expect(session?.secondFactorDue).toBe(true);
    expect((await thrown(requireStaff(requestWith(halfway)))).headers.get("Location")).toBe("/tools/login");
    const api = await thrown(requireStaffApi({ request: requestWith(halfway), pattern: "/tools" }));
    expect(api.status).toBe(401);
    if (session) await confirmSecondFactor("staff", session.key);
    expect((await requireStaff(requestWith(halfway))).secondFactorDue).toBe(false);

    const abandoned = await startSession(true);
    vi.advanceTimersByTime(6 * 60 * 1000);
    expect(await staffSession(requestWith(abandoned))).toBeUndefined();
  });

  it("lists the member's sessions, and ends them all but the one asking", async () => {
    const first = await startSession();
    const second = await startSession();
    const keep = await staffSession(requestWith(first));
    expect((await sessionsOf("staff", accountId)).map((listed) => listed.key)).toContain(keep?.key);
    expect(await endSessionsOf("staff", accountId, keep?.key)).toBeGreaterThan(0);
    expect(await staffSession(requestWith(first))).toBeDefined();
    expect(await staffSession(requestWith(second))).toBeUndefined();
    expect((await sessionsOf("staff", accountId)).map((listed) => listed.device)).toEqual([
      "Firefox · Linux",
    ]);
  });

  it("has no session for a deactivated account, whatever its cookie", async () => {
    const setCookie = await startSession();
    await updateAccount(accountId, { state: "deactivated" });
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
    await updateAccount(accountId, { state: "active" });
  });

  it("ends at sign-out, even for a copy of the cookie", async () => {
    const setCookie = await startSession();
    const cleared = await endSession("staff", requestWith(setCookie));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
  });

  it("ends after 2 idle hours, and each request pushes that back", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const setCookie = await startSession();
    vi.advanceTimersByTime(1.5 * HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeDefined();
    vi.advanceTimersByTime(1.5 * HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeDefined();
    vi.advanceTimersByTime(2 * HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
  });

  it("ends 8 hours after sign-in however busy", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const setCookie = await startSession();
    for (let hour = 1; hour < 8; hour += 1) {
      vi.advanceTimersByTime(HOUR);
      expect(await staffSession(requestWith(setCookie))).toBeDefined();
    }
    vi.advanceTimersByTime(HOUR);
    expect(await staffSession(requestWith(setCookie))).toBeUndefined();
  });
});
