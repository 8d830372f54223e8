import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { SECOND_FACTOR_STEP_PATH, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_PATH } from "~/features/tools";
import { addressNetwork, addressPrefix } from "~/lib/address-prefix.server";
import { claimAttempt, clearAttempts, retryAfterSeconds, type ThrottleRule } from "~/lib/throttle.server";
import type { Audience } from "./account-store.server";
import { type AccountRow, normalEmail } from "./accounts.server";
import { recordAudit } from "./audit.server";
import { ACCOUNT_LOGIN_THROTTLE, LOGIN_THROTTLE, SECOND_FACTOR_THROTTLE } from "./constants";
import { deviceOf } from "./device";
import { accountToSignIn, passwordOpens } from "./first-owner.server";
import { isKnownClient, rememberClient } from "./known-clients.server";
import { codeIsRight, spendRecoveryCode } from "./second-factor.server";
import { clearedSessionCookie, confirmSecondFactor, endSession, startSession } from "./session.server";
import type { SessionState, StaffSession } from "./session-expiry";
import type { LoginFailure, SecondStepFailure } from "./sign-in-outcome";
import { readStaffForm, requiredField, requireFormPost } from "./staff-form.server";

/** What sign-in reads of an account, in every audience. */
export interface SignInAccount {
  id: number;
  state: "invited" | "active" | "deactivated";
  totp_enabled_at: number | null;
}

/**
 * One audience's sign-in (decision 330): its tables, where the browser goes, and how its accounts are found
 * and their passwords checked. Everything else (the throttles, the second step, the audit) is the same code.
 */
export interface SignInAudience<A extends SignInAccount = SignInAccount> {
  audience: Audience;
  /** The sign-in page, its second step, and the first page a signed-in account sees. */
  paths: { signIn: string; secondStep: string; home: string };
  /** The account an address names, if any. */
  accountToSignIn(email: string): Promise<A | undefined>;
  /** Whether `password` opens `account`, taking as long with no account at all. */
  passwordOpens(account: A | undefined, password: string): Promise<boolean>;
}

/** The key an account's own counts (passwords, second-factor codes) are kept under, whatever was typed. */
function accountCountKey(audience: Audience, accountId: number): string {
  // Staff counts keep the key they had before buyers had accounts; the two audiences' numbers never share one.
  return `${audience === "staff" ? "account" : audience}:${accountId}`;
}

/**
 * The per-account count's key: the account's number, so every spelling of its address is one count; for an
 * address no account has, a digest of it (strangers' guesses are not stored as typed).
 */
function accountKey(audience: Audience, account: SignInAccount | undefined, email: string): string {
  if (account) return accountCountKey(audience, account.id);
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
export async function claimPasswordAttempt(
  audience: Audience,
  accountId: number,
  client: string,
): Promise<number> {
  const known = await isKnownClient(audience, accountId, client);
  return claimAttempt(accountRule(known), accountCountKey(audience, accountId), addressNetwork(client));
}

/** The account's right password clears its failures from this address, and only those. */
export function clearPasswordAttempts(audience: Audience, accountId: number, client: string): Promise<void> {
  return clearAttempts(ACCOUNT_LOGIN_THROTTLE, accountCountKey(audience, accountId), addressNetwork(client));
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
export async function signInTo<A extends SignInAccount>(
  settings: SignInAudience<A>,
  request: Request,
  client: string,
) {
  const { audience } = settings;
  requireFormPost(request);
  const wait = await retryAfterSeconds(LOGIN_THROTTLE, client);
  if (wait > 0) return throttled(wait);
  const form = await readStaffForm(request);
  const email = requiredField(form, "email");
  const password = requiredField(form, "password");
  const account = await settings.accountToSignIn(email);
  const known = account !== undefined && (await isKnownClient(audience, account.id, client));
  const key = accountKey(audience, account, email);
  const network = addressNetwork(client);
  const addressWait = await claimAttempt(LOGIN_THROTTLE, client, key);
  if (addressWait > 0) return throttled(addressWait, email);
  const accountWait = await claimAttempt(accountRule(known), key, network);
  if (accountWait > 0) return throttled(accountWait, email);
  const active = account?.state === "active" ? account : undefined;
  // Checked even with no account to open: the answer takes as long whatever the address.
  const opens = await settings.passwordOpens(active, password);
  if (!active || !opens) {
    await recordAudit({ audience, actor: account?.id ?? null, action: "signInFailed", client });
    return data<LoginFailure>({ error: "invalid", email }, { status: 401 });
  }
  await Promise.all([
    clearAttempts(LOGIN_THROTTLE, client, key),
    clearPasswordAttempts(audience, active.id, client),
    rememberClient(audience, active.id, client),
  ]);
  return openSession(settings, request, active, client);
}

/**
 * A session for an account whose password was just proved (typed at sign-in, or chosen with a one-time
 * link): halfway, with the second step due, for an account with a second factor; else open and recorded.
 */
export async function openSession(
  { audience, paths }: Pick<SignInAudience, "audience" | "paths">,
  request: Request,
  account: SignInAccount,
  client: string,
) {
  const secondFactorDue = account.totp_enabled_at !== null;
  const cookie = await startSession(audience, {
    accountId: account.id,
    device: deviceOf(request.headers.get("User-Agent")),
    ipPrefix: addressPrefix(client),
    secondFactorDue,
  });
  if (!secondFactorDue) await recordAudit({ audience, actor: account.id, action: "signIn", client });
  return redirect(secondFactorDue ? paths.secondStep : paths.home, { headers: { "Set-Cookie": cookie } });
}

/** Seconds until the account's second step takes codes again after too many wrong ones, or 0 when it does. */
export function secondStepLockedFor(audience: Audience, accountId: number): Promise<number> {
  return retryAfterSeconds(SECOND_FACTOR_THROTTLE, accountCountKey(audience, accountId));
}

/** Lets the account's second step take codes again at once (an owner reset its second factor). */
export function unlockSecondStep(audience: Audience, accountId: number): Promise<void> {
  return clearAttempts(SECOND_FACTOR_THROTTLE, accountCountKey(audience, accountId));
}

/**
 * The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. Wrong codes
 * are counted per account, whatever sign-in they were typed in, so signing in again with the password gives
 * no new tries: past the limit every code is refused, the right one too, until the lock ends or an owner
 * resets the account's second factor.
 */
export async function confirmSignInTo(
  { audience, paths }: Pick<SignInAudience, "audience" | "paths">,
  request: Request,
  session: SessionState & { accountId: number },
  client: string,
) {
  const form = await readStaffForm(request);
  const code = requiredField(form, "code");
  const member = session.accountId;
  const wait = await claimAttempt(SECOND_FACTOR_THROTTLE, accountCountKey(audience, member));
  if (wait > 0) {
    return data<SecondStepFailure>(
      { error: "locked", retryAfterSeconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const byApp = await codeIsRight(audience, member, code);
  const byRecovery = !byApp && (await spendRecoveryCode(audience, member, code));
  if (!byApp && !byRecovery) {
    await recordAudit({ audience, actor: member, action: "secondFactorFailed", client });
    return data<SecondStepFailure>({ error: "invalid" }, { status: 401 });
  }
  await unlockSecondStep(audience, member);
  await confirmSecondFactor(audience, session.key);
  if (byRecovery) await recordAudit({ audience, actor: member, action: "recoveryCodeUsed", client });
  await recordAudit({ audience, actor: member, action: "signIn", client });
  return redirect(paths.home);
}

/** Signing out ends the session on the server and is recorded; an already-ended session just clears the cookie. */
export async function signOutOf(
  { audience, paths }: Pick<SignInAudience, "audience" | "paths">,
  request: Request,
  accountId: number | undefined,
  client: string,
) {
  if (accountId !== undefined) await recordAudit({ audience, actor: accountId, action: "signOut", client });
  return redirect(paths.signIn, {
    headers: {
      "Set-Cookie":
        accountId === undefined ? await clearedSessionCookie(audience) : await endSession(audience, request),
      "Cache-Control": "no-store",
    },
  });
}

/** Staff sign in at `/tools/login`, with the configured password for the first owner (decision 213). */
const STAFF: SignInAudience<AccountRow> = {
  audience: "staff",
  paths: { signIn: TOOLS_LOGIN_PATH, secondStep: SECOND_FACTOR_STEP_PATH, home: TOOLS_DASHBOARD_PATH },
  accountToSignIn,
  passwordOpens,
};

/** A staff sign-in attempt (see `signInTo`). */
export function signIn(request: Request, client: string) {
  return signInTo(STAFF, request, client);
}

/** A staff member's new password, chosen with a one-time link, signs them in (decision 266). */
export function openStaffSession(request: Request, account: AccountRow, client: string) {
  return openSession(STAFF, request, account, client);
}

/** The second step of a staff sign-in (see `confirmSignInTo`). */
export function confirmSignIn(request: Request, session: StaffSession, client: string) {
  return confirmSignInTo(STAFF, request, { ...session, accountId: session.member.id }, client);
}

/** A staff sign-out. */
export function signOut(request: Request, session: StaffSession | undefined, client: string) {
  return signOutOf(STAFF, request, session?.member.id, client);
}
