import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { SECOND_FACTOR_STEP_PATH, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_PATH } from "~/features/tools";
import { addressNetwork, addressPrefix } from "~/lib/address-prefix.server";
import { claimAttempt, clearAttempts, retryAfterSeconds, type ThrottleRule } from "~/lib/throttle.server";
import { type AccountRow, normalEmail } from "./accounts.server";
import { recordAudit } from "./audit.server";
import { ACCOUNT_LOGIN_THROTTLE, LOGIN_THROTTLE, SECOND_FACTOR_THROTTLE } from "./constants";
import { deviceOf } from "./device";
import { accountToSignIn, passwordOpens } from "./first-owner.server";
import { isKnownClient, rememberClient } from "./known-clients.server";
import { codeIsRight, spendRecoveryCode } from "./second-factor.server";
import {
  clearedSessionCookie,
  confirmSecondFactor,
  endStaffSession,
  startStaffSession,
} from "./session.server";
import type { StaffSession } from "./session-expiry";
import type { LoginFailure, SecondStepFailure } from "./sign-in-outcome";
import { readStaffForm, requiredField, requireFormPost } from "./staff-form.server";

/** The key an account's own counts (passwords, second-factor codes) are kept under, whatever was typed. */
function accountCountKey(accountId: number): string {
  return `account:${accountId}`;
}

/**
 * The per-account count's key: the account's number, so every spelling of its address is one count; for an
 * address no account has, a digest of it (strangers' guesses are not stored as typed).
 */
function accountKey(account: AccountRow | undefined, email: string): string {
  if (account) return accountCountKey(account.id);
  return `typed:${createHash("sha256").update(normalEmail(email)).digest("base64url")}`;
}

/** The per-account rule: a higher limit from an address the account signed in from before, never none. */
function accountRule(known: boolean): ThrottleRule {
  const rule = ACCOUNT_LOGIN_THROTTLE;
  return known ? { ...rule, limit: rule.knownAddressLimit } : rule;
}

/**
 * A password typed for a signed-in account (to change it), counted with its sign-in failures, so a session
 * someone else holds cannot guess the password without end: 0 when it may be checked, else the seconds to wait.
 */
export async function claimPasswordAttempt(accountId: number, client: string): Promise<number> {
  const known = await isKnownClient(accountId, client);
  return claimAttempt(accountRule(known), accountCountKey(accountId), addressNetwork(client));
}

/** The account's right password clears its failures from this address, and only those. */
export function clearPasswordAttempts(accountId: number, client: string): Promise<void> {
  return clearAttempts(ACCOUNT_LOGIN_THROTTLE, accountCountKey(accountId), addressNetwork(client));
}

function throttled(wait: number, email?: string) {
  return data<LoginFailure>(
    { error: "throttled", retryAfterSeconds: wait, ...(email === undefined ? {} : { email }) },
    { status: 429, headers: { "Retry-After": String(wait) } },
  );
}

/**
 * One sign-in attempt from `client`. An address past its limit is refused before its body is read. Then the
 * attempt is counted per address and per account, each in one step with its check, so parallel guesses cannot
 * slip past a limit; each count keeps what the attempt was at (the account, the address), and a right password
 * clears only its own account's failures from its own address. An address the account signed in from before
 * earns a higher per-account limit (its people are not locked out by a guesser elsewhere), never none. A wrong
 * password, an unknown address and an account that cannot sign in all get the same answer.
 */
export async function signIn(request: Request, client: string) {
  requireFormPost(request);
  const wait = await retryAfterSeconds(LOGIN_THROTTLE, client);
  if (wait > 0) return throttled(wait);
  const form = await readStaffForm(request);
  const email = requiredField(form, "email");
  const password = requiredField(form, "password");
  const account = await accountToSignIn(email);
  const known = account !== undefined && (await isKnownClient(account.id, client));
  const key = accountKey(account, email);
  const network = addressNetwork(client);
  const addressWait = await claimAttempt(LOGIN_THROTTLE, client, key);
  if (addressWait > 0) return throttled(addressWait, email);
  const accountWait = await claimAttempt(accountRule(known), key, network);
  if (accountWait > 0) return throttled(accountWait, email);
  const active = account?.state === "active" ? account : undefined;
  // Checked even with no account to open: the answer takes as long whatever the address.
  const opens = await passwordOpens(active, password);
  if (!active || !opens) {
    await recordAudit({ actor: account?.id ?? null, action: "signInFailed", client });
    return data<LoginFailure>({ error: "invalid", email }, { status: 401 });
  }
  await Promise.all([
    clearAttempts(LOGIN_THROTTLE, client, key),
    clearPasswordAttempts(active.id, client),
    rememberClient(active.id, client),
  ]);
  const secondFactorDue = active.totp_enabled_at !== null;
  const cookie = await startStaffSession({
    accountId: active.id,
    device: deviceOf(request.headers.get("User-Agent")),
    ipPrefix: addressPrefix(client),
    secondFactorDue,
  });
  if (!secondFactorDue) await recordAudit({ actor: active.id, action: "signIn", client });
  return redirect(secondFactorDue ? SECOND_FACTOR_STEP_PATH : TOOLS_DASHBOARD_PATH, {
    headers: { "Set-Cookie": cookie },
  });
}

/** Seconds until the account's second step takes codes again after too many wrong ones, or 0 when it does. */
export function secondStepLockedFor(accountId: number): Promise<number> {
  return retryAfterSeconds(SECOND_FACTOR_THROTTLE, accountCountKey(accountId));
}

/** Lets the account's second step take codes again at once (an owner reset its second factor). */
export function unlockSecondStep(accountId: number): Promise<void> {
  return clearAttempts(SECOND_FACTOR_THROTTLE, accountCountKey(accountId));
}

/**
 * The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. Wrong codes
 * are counted per account, whatever sign-in they were typed in, so signing in again with the password gives
 * no new tries: past the limit every code is refused, the right one too, until the lock ends or an owner
 * resets the account's second factor.
 */
export async function confirmSignIn(request: Request, session: StaffSession, client: string) {
  const form = await readStaffForm(request);
  const code = requiredField(form, "code");
  const member = session.member.id;
  const wait = await claimAttempt(SECOND_FACTOR_THROTTLE, accountCountKey(member));
  if (wait > 0) {
    return data<SecondStepFailure>(
      { error: "locked", retryAfterSeconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const byApp = await codeIsRight(member, code);
  const byRecovery = !byApp && (await spendRecoveryCode(member, code));
  if (!byApp && !byRecovery) {
    await recordAudit({ actor: member, action: "secondFactorFailed", client });
    return data<SecondStepFailure>({ error: "invalid" }, { status: 401 });
  }
  await unlockSecondStep(member);
  await confirmSecondFactor(session);
  if (byRecovery) await recordAudit({ actor: member, action: "recoveryCodeUsed", client });
  await recordAudit({ actor: member, action: "signIn", client });
  return redirect(TOOLS_DASHBOARD_PATH);
}

/** Signing out ends the session on the server and is recorded; an already-ended session just clears the cookie. */
export async function signOut(request: Request, session: StaffSession | undefined, client: string) {
  if (session) await recordAudit({ actor: session.member.id, action: "signOut", client });
  return redirect(TOOLS_LOGIN_PATH, {
    headers: {
      "Set-Cookie": session ? await endStaffSession(request) : await clearedSessionCookie(),
      "Cache-Control": "no-store",
    },
  });
}
