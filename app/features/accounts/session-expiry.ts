import type { Language } from "~/lib/languages";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./constants";
import type { Role } from "./roles";

export interface SessionTimes {
  startedAt: Date;
  lastSeenAt: Date;
}

/** When a session stops being accepted: 8 hours after sign-in or 2 hours after its last request, whichever is first. */
export function sessionExpiresAt({ startedAt, lastSeenAt }: SessionTimes): Date {
  return new Date(
    Math.min(startedAt.getTime() + SESSION_ABSOLUTE_MS, lastSeenAt.getTime() + SESSION_IDLE_MS),
  );
}

export function isSessionExpired(times: SessionTimes, now: Date): boolean {
  return now.getTime() >= sessionExpiresAt(times).getTime();
}

/** Who is signed in, as every tools page may know it. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: Role;
  language: Language;
  /** A second factor is enrolled. */
  secondFactor: boolean;
}

/** A live session of any audience, before its module checks the account's role (a staff role, a buyer's). */
export interface SessionState extends SessionTimes {
  /** The stored key of this session (a digest of the cookie's id), to mark "this device" among the account's. */
  key: string;
  expiresAt: Date;
  /** The password was right; the second factor is still to come, and the session opens nothing else. */
  secondFactorDue: boolean;
}

/** A live session with its account's common fields; `role` as the audience's table holds it. */
export interface AccountSession extends SessionState {
  account: Omit<StaffMember, "role"> & { role: string };
}

/** A signed-in staff member's session. */
export interface StaffSession extends SessionState {
  member: StaffMember;
}
