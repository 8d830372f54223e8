import { type Cookie, createCookie } from "react-router";
import { config } from "~/lib/config.server";
import { sessionSecrets } from "~/lib/secrets.server";
import { tokenDigest as digest, randomToken } from "~/lib/tokens.server";
import { type Audience, accountStore } from "./account-store.server";
import {
  BUYER_SESSION_COOKIE_NAME,
  SECOND_FACTOR_STEP_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from "./constants";
import { ROLES, type Role } from "./roles";
import {
  type AccountSession,
  isSessionExpired,
  type SessionTimes,
  type StaffSession,
  sessionExpiresAt,
} from "./session-expiry";

/** Each audience's cookie has its own name: the tools never read a buyer's, the buyer pages never a staff one. */
const COOKIE_NAMES: Record<Audience, string> = {
  staff: SESSION_COOKIE_NAME,
  buyer: BUYER_SESSION_COOKIE_NAME,
};

const cookies = new Map<Audience, Cookie>();

/**
 * Signed with SESSION_SECRET (the first signs, all verify, for rotation). No Max-Age or Expires: the browser
 * drops it when it closes, and the server enforces the 8-hour and 2-hour limits itself.
 */
function sessionCookie(audience: Audience): Cookie {
  let cookie = cookies.get(audience);
  if (!cookie) {
    const { secure } = config();
    const name = COOKIE_NAMES[audience];
    cookie = createCookie(secure ? `__Host-${name}` : name, {
      httpOnly: true,
      sameSite: "strict",
      secure,
      path: "/",
      secrets: sessionSecrets(),
    });
    cookies.set(audience, cookie);
  }
  return cookie;
}

/** The staff session cookie's name as this server sets it (the privacy policy names it). */
export function staffSessionCookieName(): string {
  return sessionCookie("staff").name;
}

async function sessionIdOf(audience: Audience, cookieHeader: string | null): Promise<string | undefined> {
  const value: unknown = await sessionCookie(audience).parse(cookieHeader);
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
async function deleteExpiredSessions(audience: Audience, now: number): Promise<void> {
  const db = await accountStore(audience);
  await db
    .deleteFrom("sessions")
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
export async function startSession(audience: Audience, start: SessionStart): Promise<string> {
  // Only a digest of the id is stored: the table alone cannot be turned back into cookies.
  const sessionId = randomToken();
  const now = Date.now();
  await deleteExpiredSessions(audience, now);
  const db = await accountStore(audience);
  await db
    .insertInto("sessions")
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
  return sessionCookie(audience).serialize(sessionId);
}

/** The second factor was confirmed: the session opens what the account may open. */
export async function confirmSecondFactor(audience: Audience, key: string): Promise<void> {
  const db = await accountStore(audience);
  await db
    .updateTable("sessions")
    .set({ second_factor_due_until: null, last_seen_at: Date.now() })
    .where("id_hash", "=", key)
    .execute();
}

/** The Set-Cookie value that makes the browser forget the audience's session. */
export function clearedSessionCookie(audience: Audience): Promise<string> {
  return sessionCookie(audience).serialize("", { expires: new Date(0) });
}

/** Sign-out: the session is deleted on the server, so a copied cookie stops working too. */
export async function endSession(audience: Audience, request: Request): Promise<string> {
  const sessionId = await sessionIdOf(audience, request.headers.get("Cookie"));
  if (sessionId) {
    const db = await accountStore(audience);
    await db.deleteFrom("sessions").where("id_hash", "=", digest(sessionId)).execute();
  }
  return clearedSessionCookie(audience);
}

/**
 * Ends an account's sessions, on every instance at once (each checks the table on every request): after a
 * deactivation, a role or password change, or a second-factor reset. `except` keeps the session that asked.
 */
export async function endSessionsOf(audience: Audience, accountId: number, except?: string) {
  const db = await accountStore(audience);
  const result = await db
    .deleteFrom("sessions")
    .where("account_id", "=", accountId)
    .$if(except !== undefined, (query) => query.where("id_hash", "!=", except ?? ""))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One of the account's own sessions, by its key; false when it was not theirs or already over. */
export async function endOwnSession(audience: Audience, accountId: number, key: string) {
  const db = await accountStore(audience);
  const result = await db
    .deleteFrom("sessions")
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

/** An account's live sessions, the most recently used first. */
export async function sessionsOf(audience: Audience, accountId: number): Promise<SessionListing[]> {
  const now = Date.now();
  await deleteExpiredSessions(audience, now);
  const db = await accountStore(audience);
  const rows = await db
    .selectFrom("sessions")
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

/**
 * The live session a `Cookie` header names in an audience, with its active account's common fields, or
 * undefined when signed out, tampered with or expired. A deactivated account has none: its sessions are
 * ended when it is deactivated, and this check holds even for a row written in between. An expired session
 * is deleted; a live one's last request is recorded to the minute.
 */
export async function liveSession(
  audience: Audience,
  cookieHeader: string | null,
): Promise<AccountSession | undefined> {
  const sessionId = await sessionIdOf(audience, cookieHeader);
  if (!sessionId) return undefined;
  const db = await accountStore(audience);
  const key = digest(sessionId);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("accounts", "accounts.id", "sessions.account_id")
    .select([
      "sessions.started_at",
      "sessions.last_seen_at",
      "sessions.second_factor_due_until",
      "accounts.id",
      "accounts.name",
      "accounts.email",
      "accounts.role",
      "accounts.language",
      "accounts.totp_enabled_at",
    ])
    .where("sessions.id_hash", "=", key)
    .where("accounts.state", "=", "active")
    .executeTakeFirst();
  if (!row) return undefined;
  const now = new Date();
  const times: SessionTimes = { startedAt: new Date(row.started_at), lastSeenAt: new Date(row.last_seen_at) };
  const due = row.second_factor_due_until;
  if (isSessionExpired(times, now) || (due !== null && due < now.getTime())) {
    await db.deleteFrom("sessions").where("id_hash", "=", key).execute();
    return undefined;
  }
  if (now.getTime() - times.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessions")
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
    account: {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      language: row.language,
      secondFactor: row.totp_enabled_at !== null,
    },
  };
}

function isRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}

/** The request's live staff session, or undefined when signed out, tampered with or expired. */
export function staffSession(request: Request): Promise<StaffSession | undefined> {
  return staffSessionOfCookie(request.headers.get("Cookie"));
}

/** The live staff session named by a `Cookie` header, for handlers that see Node's request rather than a web one. */
export async function staffSessionOfCookie(cookieHeader: string | null): Promise<StaffSession | undefined> {
  const session = await liveSession("staff", cookieHeader);
  if (!session) return undefined;
  const { account, ...rest } = session;
  const { role } = account;
  return isRole(role) ? { ...rest, member: { ...account, role } } : undefined;
}
