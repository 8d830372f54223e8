import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { SECOND_FACTOR_STEP_PATH, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_PATH } from "~/features/tools";
import { addressPrefix } from "~/lib/address-prefix.server";
import { claimAttempt, clearAttempts } from "~/lib/throttle.server";
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
import type { LoginFailure } from "./sign-in-outcome";
import { readStaffForm, requiredField, requireFormPost } from "./staff-form.server";

/** The per-account count is kept under a digest of the address typed: strangers' guesses are not stored as typed. */
function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

function throttled(wait: number, email?: string) {
  return data<LoginFailure>(
    { error: "throttled", retryAfterSeconds: wait, ...(email === undefined ? {} : { email }) },
    { status: 429, headers: { "Retry-After": String(wait) } },
  );
}

/**
 * One sign-in attempt from `client`. The attempt is counted per address before anything else is done with
 * it, in one step with the check, so parallel guesses cannot slip past the limit, and a throttled client's
 * body is never read. Then it is counted per account, unless the account signed in from this address before:
 * a guesser spread over many addresses is slowed, and the account's own people are not locked out by it.
 * A wrong password, an unknown address and an account that cannot sign in all get the same answer.
 */
export async function signIn(request: Request, client: string) {
  requireFormPost(request);
  const wait = await claimAttempt(LOGIN_THROTTLE, client);
  if (wait > 0) return throttled(wait);
  const form = await readStaffForm(request);
  const email = requiredField(form, "email");
  const password = requiredField(form, "password");
  const account = await accountToSignIn(email);
  const known = account !== undefined && (await isKnownClient(account.id, client));
  const accountWait = known ? 0 : await claimAttempt(ACCOUNT_LOGIN_THROTTLE, accountKey(email));
  if (accountWait > 0) return throttled(accountWait, email);
  const active = account?.state === "active" ? account : undefined;
  // Checked even with no account to open: the answer takes as long whatever the address.
  const opens = await passwordOpens(active, password);
  if (!active || !opens) {
    await recordAudit({ actor: account?.id ?? null, action: "signInFailed", client });
    return data<LoginFailure>({ error: "invalid", email }, { status: 401 });
  }
  // An address the account knows was not counted against it; a right password from a new one ends the count
  // (whoever typed it knows the password), while the account's own people leave a guesser's count standing.
  await Promise.all([
    clearAttempts(LOGIN_THROTTLE, client),
    known ? undefined : clearAttempts(ACCOUNT_LOGIN_THROTTLE, accountKey(email)),
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

/** What the second step tells the browser when the code was not taken. */
export type SecondStepFailure = { error: "invalid" };

/**
 * The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. Five wrong
 * codes end the half-open session, and the sign-in starts again from the password.
 */
export async function confirmSignIn(request: Request, session: StaffSession, client: string) {
  const form = await readStaffForm(request);
  const code = requiredField(form, "code");
  if ((await claimAttempt(SECOND_FACTOR_THROTTLE, session.key)) > 0) {
    return redirect(TOOLS_LOGIN_PATH, { headers: { "Set-Cookie": await endStaffSession(request) } });
  }
  const member = session.member.id;
  const byApp = await codeIsRight(member, code);
  const byRecovery = !byApp && (await spendRecoveryCode(member, code));
  if (!byApp && !byRecovery) {
    await recordAudit({ actor: member, action: "secondFactorFailed", client });
    return data<SecondStepFailure>({ error: "invalid" }, { status: 401 });
  }
  await clearAttempts(SECOND_FACTOR_THROTTLE, session.key);
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
