import { type Cookie, createCookie } from "react-router";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { sessionSecrets } from "~/lib/secrets.server";
import { tokenDigest as digest, randomToken } from "~/lib/tokens.server";
import {
  SECOND_FACTOR_STEP_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
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

async function sessionIdOf(cookieHeader: string | null): Promise<string | undefined> {
  const value: unknown = await sessionCookie().parse(cookieHeader);
  return typeof value === "string" && value ? value : undefined;
}

export interface SessionStart {
  accountId: number;
  /** The browser and system, as `deviceOf` names them. */
  device: string;
  ipPrefix: string;
  /** The second factor is still to come. */
  secondFactorDue: boolean;
}

/** Deletes every session past its limits, so the table holds live sessions only. */
async function deleteExpiredSessions(now: number): Promise<void> {
  const { db } = await database();
  await db
    .deleteFrom("staff_sessions")
    .where((row) =>
      row.or([
        row("started_at", "<", now - SESSION_ABSOLUTE_MS),
        row("last_seen_at", "<", now - SESSION_IDLE_MS),
        row("second_factor_due_until", "<", now),
      ]),
    )
    .execute();
}

/** A new session after a correct password; returns the Set-Cookie header value. */
export async function startStaffSession(start: SessionStart): Promise<string> {
  // Only a digest of the id is stored: the table alone cannot be turned back into cookies.
  const sessionId = randomToken();
  const now = Date.now();
  await deleteExpiredSessions(now);
  const { db } = await database();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: digest(sessionId),
      account_id: start.accountId,
      started_at: now,
      last_seen_at: now,
      second_factor_due_until: start.secondFactorDue ? now + SECOND_FACTOR_STEP_MS : null,
      device: start.device.slice(0, 100),
      ip_prefix: start.ipPrefix,
    })
    .execute();
  return sessionCookie().serialize(sessionId);
}

/** The second factor was confirmed: the session opens what the member's role allows. */
export async function confirmSecondFactor(session: StaffSession): Promise<void> {
  const { db } = await database();
  await db
    .updateTable("staff_sessions")
    .set({ second_factor_due_until: null, last_seen_at: Date.now() })
    .where("id_hash", "=", session.key)
    .execute();
}

/** The Set-Cookie value that makes the browser forget the session. */
export function clearedSessionCookie(): Promise<string> {
  return sessionCookie().serialize("", { expires: new Date(0) });
}

/** Sign-out: the session is deleted on the server, so a copied cookie stops working too. */
export async function endStaffSession(request: Request): Promise<string> {
  const sessionId = await sessionIdOf(request.headers.get("Cookie"));
  if (sessionId) {
    const { db } = await database();
    await db.deleteFrom("staff_sessions").where("id_hash", "=", digest(sessionId)).execute();
  }
  return clearedSessionCookie();
}

/**
 * Ends an account's sessions, on every instance at once (each checks the table on every request): after a
 * deactivation, a role or password change, or a second-factor reset. `except` keeps the session that asked.
 */
export async function endSessionsOf(accountId: number, except?: string): Promise<number> {
  const { db } = await database();
  const result = await db
    .deleteFrom("staff_sessions")
    .where("account_id", "=", accountId)
    .$if(except !== undefined, (query) => query.where("id_hash", "!=", except ?? ""))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One of the member's own sessions, by its key; false when it was not theirs or already over. */
export async function endOwnSession(accountId: number, key: string): Promise<boolean> {
  const { db } = await database();
  const result = await db
    .deleteFrom("staff_sessions")
    .where("account_id", "=", accountId)
    .where("id_hash", "=", key)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface SessionListing {
  key: string;
  device: string;
  ipPrefix: string;
  startedAt: number;
  lastSeenAt: number;
}

/** A member's live sessions, the most recently used first. */
export async function sessionsOf(accountId: number): Promise<SessionListing[]> {
  const now = Date.now();
  await deleteExpiredSessions(now);
  const { db } = await database();
  const rows = await db
    .selectFrom("staff_sessions")
    .select(["id_hash", "device", "ip_prefix", "started_at", "last_seen_at"])
    .where("account_id", "=", accountId)
    .where("second_factor_due_until", "is", null)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({
    key: row.id_hash,
    device: row.device,
    ipPrefix: row.ip_prefix,
    startedAt: row.started_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** The request's live session, or undefined when signed out, tampered with or expired. */
export function staffSession(request: Request): Promise<StaffSession | undefined> {
  return staffSessionOfCookie(request.headers.get("Cookie"));
}

/**
 * The live session named by a `Cookie` header, for handlers that see Node's request rather than a web one.
 * A deactivated account has none: its sessions are ended when it is deactivated, and this check holds even
 * for a row written in between.
 */
export async function staffSessionOfCookie(cookieHeader: string | null): Promise<StaffSession | undefined> {
  const sessionId = await sessionIdOf(cookieHeader);
  if (!sessionId) return undefined;
  const { db } = await database();
  const key = digest(sessionId);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.account_id")
    .select([
      "staff_sessions.started_at",
      "staff_sessions.last_seen_at",
      "staff_sessions.second_factor_due_until",
      "staff_accounts.id",
      "staff_accounts.name",
      "staff_accounts.email",
      "staff_accounts.role",
      "staff_accounts.language",
      "staff_accounts.totp_enabled_at",
    ])
    .where("staff_sessions.id_hash", "=", key)
    .where("staff_accounts.state", "=", "active")
    .executeTakeFirst();
  if (!row) return undefined;
  const now = new Date();
  const times = { startedAt: new Date(row.started_at), lastSeenAt: new Date(row.last_seen_at) };
  const due = row.second_factor_due_until;
  if (isSessionExpired(times, now) || (due !== null && due < now.getTime())) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", key).execute();
    return undefined;
  }
  if (now.getTime() - times.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.getTime() })
      .where("id_hash", "=", key)
      .execute();
    times.lastSeenAt = now;
  }
  return {
    ...times,
    key,
    expiresAt: sessionExpiresAt(times),
    secondFactorDue: due !== null,
    member: {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      language: row.language,
      secondFactor: row.totp_enabled_at !== null,
    },
  };
}
