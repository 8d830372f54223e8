import { formatCompanyTime } from "~/lib/company-time";
import { type Audience, accountStore } from "./account-store.server";
import { updateAccount, updateStoredAccount } from "./accounts.server";
import { recordAudit } from "./audit.server";
import { hashNewPassword, ownPasswordOpens, passwordOpens } from "./first-owner.server";
import { passwordProblem } from "./password-policy.server";
import type { PasswordProblem } from "./password-problems";
import { confirmEnrolment } from "./second-factor.server";
import { endOwnSession, endSessionsOf, sessionsOf } from "./session.server";
import type { StaffSession } from "./session-expiry";
import { claimPasswordAttempt, clearPasswordAttempts } from "./sign-in.server";

/** A signed-in person acting on their own account, in either audience. */
export interface OwnAccount {
  audience: Audience;
  accountId: number;
  /** This session's key: it stays when the others end. */
  key: string;
  secondFactor: boolean;
}

/** A staff member's own account, as their session names it. */
export function staffOwn(session: StaffSession): OwnAccount {
  return {
    audience: "staff",
    accountId: session.member.id,
    key: session.key,
    secondFactor: session.member.secondFactor,
  };
}

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
  own: OwnAccount,
  fields: { current: string; password: string; repeated: string },
  client: string,
): Promise<PasswordChange> {
  const { audience } = own;
  const wait = await claimPasswordAttempt(audience, own.accountId, client);
  if (wait > 0) return { retryAfterSeconds: wait };
  const db = await accountStore(audience);
  const account = await db
    .selectFrom("accounts")
    .select(["id", "email", "password_hash"])
    .where("id", "=", own.accountId)
    .executeTakeFirst();
  // Staff may still sign in with the configured password (the first owner); a buyer only with their own.
  const opens = audience === "staff" ? passwordOpens : ownPasswordOpens;
  if (!account || !(await opens(account, fields.current))) return "wrongCurrent";
  await clearPasswordAttempts(audience, account.id, client);
  if (fields.password !== fields.repeated) return "mismatch";
  const problem = await passwordProblem(fields.password, account.email);
  if (problem) return problem;
  await updateStoredAccount(audience, account.id, { password_hash: await hashNewPassword(fields.password) });
  await endSessionsOf(audience, account.id, own.key);
  await recordAudit({
    audience,
    actor: account.id,
    action: "passwordSet",
    detail: { via: "account" },
    client,
  });
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

/** Ends one of the person's sessions (a device left signed in), or all but this one. */
export async function endOwnSessions(own: OwnAccount, which: string, client: string): Promise<number> {
  const { audience, accountId } = own;
  const ended =
    which === "others"
      ? await endSessionsOf(audience, accountId, own.key)
      : Number(await endOwnSession(audience, accountId, which));
  if (ended > 0) {
    await recordAudit({
      audience,
      actor: accountId,
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
  own: OwnAccount,
  code: string,
  client: string,
): Promise<string[] | undefined> {
  if (own.secondFactor) return undefined;
  const codes = await confirmEnrolment(own.audience, own.accountId, code);
  if (codes)
    await recordAudit({
      audience: own.audience,
      actor: own.accountId,
      action: "secondFactorEnrolled",
      client,
    });
  return codes;
}

/** The person's live sessions as their account page lists them: this one marked, times in the reader's locale. */
export async function ownSessionRows(own: OwnAccount, locale: string) {
  return (await sessionsOf(own.audience, own.accountId)).map((listed) => ({
    key: listed.key,
    current: listed.key === own.key,
    device: listed.device,
    ipPrefix: listed.ipPrefix,
    started: formatCompanyTime(listed.startedAt, locale),
    lastSeen: formatCompanyTime(listed.lastSeenAt, locale),
  }));
}
