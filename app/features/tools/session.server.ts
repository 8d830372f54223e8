import { createHash, randomBytes } from "node:crypto";
import { type Cookie, createCookie, replace } from "react-router";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { sessionSecrets } from "~/lib/secrets.server";
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  TOOLS_LOGIN_PATH,
} from "./constants";
import { isSessionExpired, type StaffSession, sessionExpiresAt } from "./session-expiry";

let cookie: Cookie | undefined;

/**
 * Signed with SESSION_SECRET (the first signs, all verify, for rotation). No Max-Age or Expires: the browser
 * drops it when it closes, and the server enforces the 8-hour and 2-hour limits itself.
 */
function sessionCookie(): Cookie {
  const { secure } = config();
  cookie ??= createCookie(secure ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    secrets: sessionSecrets(),
  });
  return cookie;
}

/** The session cookie's name as this server sets it (the privacy policy names it). */
export function staffSessionCookieName(): string {
  return sessionCookie().name;
}

/** Only a digest of the id is stored: the table alone cannot be turned back into cookies. */
function digest(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

async function sessionIdOf(cookieHeader: string | null): Promise<string | undefined> {
  const value: unknown = await sessionCookie().parse(cookieHeader);
  return typeof value === "string" && value ? value : undefined;
}

/** A new session after a correct password; returns the Set-Cookie header value. */
export async function startStaffSession(): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  const now = Date.now();
  const { db } = await database();
  await db
    .deleteFrom("staff_sessions")
    .where((row) =>
      row.or([
        row("started_at", "<", now - SESSION_ABSOLUTE_MS),
        row("last_seen_at", "<", now - SESSION_IDLE_MS),
      ]),
    )
    .execute();
  await db
    .insertInto("staff_sessions")
    .values({ id_hash: digest(sessionId), started_at: now, last_seen_at: now })
    .execute();
  return sessionCookie().serialize(sessionId);
}

/** Sign-out: the session is deleted on the server, so a copied cookie stops working too. */
export async function endStaffSession(request: Request): Promise<string> {
  const sessionId = await sessionIdOf(request.headers.get("Cookie"));
  if (sessionId) {
    const { db } = await database();
    await db.deleteFrom("staff_sessions").where("id_hash", "=", digest(sessionId)).execute();
  }
  return sessionCookie().serialize("", { expires: new Date(0) });
}

/** The request's live session, or undefined when signed out, tampered with or expired. */
export function staffSession(request: Request): Promise<StaffSession | undefined> {
  return staffSessionOfCookie(request.headers.get("Cookie"));
}

/** The live session named by a `Cookie` header, for handlers that see Node's request rather than a web one. */
export async function staffSessionOfCookie(cookieHeader: string | null): Promise<StaffSession | undefined> {
  const sessionId = await sessionIdOf(cookieHeader);
  if (!sessionId) return undefined;
  const { db } = await database();
  const idHash = digest(sessionId);
  const row = await db
    .selectFrom("staff_sessions")
    .select(["started_at", "last_seen_at"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = new Date();
  const times = { startedAt: new Date(row.started_at), lastSeenAt: new Date(row.last_seen_at) };
  if (isSessionExpired(times, now)) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  if (now.getTime() - times.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.getTime() })
      .where("id_hash", "=", idHash)
      .execute();
    times.lastSeenAt = now;
  }
  return { ...times, expiresAt: sessionExpiresAt(times) };
}

/** For tools pages: signed out, the browser is sent to the sign-in page, replacing the history entry. */
export async function requireStaff(request: Request): Promise<StaffSession> {
  const session = await staffSession(request);
  if (session) return session;
  throw replace(TOOLS_LOGIN_PATH, { headers: { "Cache-Control": "no-store" } });
}

/** For tools APIs: signed out gets 401 `{ "error": "unauthorized" }`. */
export async function requireStaffApi(request: Request): Promise<StaffSession> {
  const session = await staffSession(request);
  if (session) return session;
  throw Response.json({ error: "unauthorized" }, { status: 401, headers: { "Cache-Control": "no-store" } });
}
