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

/** A signed-in staff member's session. */
export interface StaffSession extends SessionTimes {
  /** The stored key of this session (a digest of the cookie's id), to mark "this device" among the member's. */
  key: string;
  member: StaffMember;
  expiresAt: Date;
  /** The password was right; the second factor is still to come, and the session opens nothing else. */
  secondFactorDue: boolean;
}
