import { accountById, updateAccount } from "./accounts.server";
import { recordAudit } from "./audit.server";
import { hashNewPassword, passwordOpens } from "./first-owner.server";
import { passwordProblem } from "./password-policy.server";
import type { PasswordProblem } from "./password-problems";
import { confirmEnrolment } from "./second-factor.server";
import { endOwnSession, endSessionsOf } from "./session.server";
import type { StaffSession } from "./session-expiry";
import { claimPasswordAttempt, clearPasswordAttempts } from "./sign-in.server";

/** How a change of one's own password ended; too many wrong current passwords give the seconds to wait. */
export type PasswordChange =
  | "changed"
  | "wrongCurrent"
  | "mismatch"
  | PasswordProblem
  | { retryAfterSeconds: number };

/**
 * A member changes their own password, proving the current one first; wrong current passwords count with the
 * account's sign-in failures. Their other sessions end (a device someone else holds is signed out); this one
 * stays.
 */
export async function changeOwnPassword(
  session: StaffSession,
  fields: { current: string; password: string; repeated: string },
  client: string,
): Promise<PasswordChange> {
  const wait = await claimPasswordAttempt("staff", session.member.id, client);
  if (wait > 0) return { retryAfterSeconds: wait };
  const account = await accountById(session.member.id);
  if (!account || !(await passwordOpens(account, fields.current))) return "wrongCurrent";
  await clearPasswordAttempts("staff", account.id, client);
  if (fields.password !== fields.repeated) return "mismatch";
  const problem = await passwordProblem(fields.password, account.email);
  if (problem) return problem;
  await updateAccount(account.id, { password_hash: await hashNewPassword(fields.password) });
  await endSessionsOf("staff", account.id, session.key);
  await recordAudit({ actor: account.id, action: "passwordSet", detail: { via: "account" }, client });
  return "changed";
}

/**
 * The name of a member who had none (decision 267); a member who has one changes nothing here (an owner renames
 * accounts on their pages). Recorded as a change of the account, by the member.
 */
export async function nameOwnAccount(session: StaffSession, name: string, client: string): Promise<void> {
  if (session.member.name.trim() !== "") return;
  await updateAccount(session.member.id, { name });
  await recordAudit({
    actor: session.member.id,
    action: "accountChanged",
    record: session.member.id,
    detail: { name: true },
    client,
  });
}

/** Ends one of the member's sessions (a device left signed in), or all but this one. */
export async function endOwnSessions(session: StaffSession, which: string, client: string): Promise<number> {
  const ended =
    which === "others"
      ? await endSessionsOf("staff", session.member.id, session.key)
      : Number(await endOwnSession("staff", session.member.id, which));
  if (ended > 0) {
    await recordAudit({
      actor: session.member.id,
      action: "sessionsEnded",
      detail: { count: ended, which: which === "others" ? "others" : "one" },
      client,
    });
  }
  return ended;
}

/**
 * Confirms enrolment with a code from the app: the recovery codes to show once, or undefined for a wrong code
 * (or a second factor already on, whose codes are not replaced this way).
 */
export async function enrolSecondFactor(
  session: StaffSession,
  code: string,
  client: string,
): Promise<string[] | undefined> {
  if (session.member.secondFactor) return undefined;
  const codes = await confirmEnrolment("staff", session.member.id, code);
  if (codes) await recordAudit({ actor: session.member.id, action: "secondFactorEnrolled", client });
  return codes;
}
