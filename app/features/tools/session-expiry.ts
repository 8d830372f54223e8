import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./constants";

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

/** A signed-in staff member's session. There are no accounts: everyone who knows the password is "staff". */
export interface StaffSession extends SessionTimes {
  expiresAt: Date;
}
