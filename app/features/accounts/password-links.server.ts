import { createHash } from "node:crypto";
import { errorFields, log } from "~/lib/log.server";
import { claimAttempt } from "~/lib/throttle.server";
import { mailReset } from "./account-admin.server";
import type { Audience } from "./account-store.server";
import { type AccountRow, accountByEmail, normalEmail, updateStoredAccount } from "./accounts.server";
import { recordAudit } from "./audit.server";
import { RESET_ADDRESS_THROTTLE, RESET_THROTTLE } from "./constants";
import { hashNewPassword } from "./first-owner.server";
import { type LinkPurpose, linkState, spendLink } from "./one-time-links.server";
import { passwordProblem } from "./password-policy.server";
import type { PasswordProblem } from "./password-problems";
import { endSessionsOf } from "./session.server";

/**
 * A reset asked for `email`: the answer is the same whether an account has the address or not, and comes
 * before any work on it is done (so its time says nothing either). Five asks per client an hour are
 * answered; past that the client waits. Three mails per address an hour at most, so the form cannot flood
 * anyone's inbox.
 */
export function askForReset(email: string, client: string): Promise<{ retryAfterSeconds: number }> {
  return askForResetOf(STAFF_RESETS, email, client);
}

/** How one audience's reset finds an active account by its address and mails it a link. */
export interface ResetAudience<A extends { id: number; state: string }> {
  audience: Audience;
  accountByEmail(email: string): Promise<A | undefined>;
  mailReset(account: A): Promise<void>;
}

const STAFF_RESETS: ResetAudience<AccountRow> = { audience: "staff", accountByEmail, mailReset };

/** `askForReset` for an account of any audience. */
export async function askForResetOf<A extends { id: number; state: string }>(
  settings: ResetAudience<A>,
  email: string,
  client: string,
): Promise<{ retryAfterSeconds: number }> {
  const wait = await claimAttempt(RESET_THROTTLE, client);
  if (wait > 0) return { retryAfterSeconds: wait };
  // Counted as the account lookup reads the address, so no spelling of it is a new count.
  const address = createHash("sha256").update(normalEmail(email)).digest("base64url");
  void (async () => {
    if ((await claimAttempt(RESET_ADDRESS_THROTTLE, address)) > 0) return;
    const account = await settings.accountByEmail(email);
    if (account?.state !== "active") return;
    await settings.mailReset(account);
    await recordAudit({
      audience: settings.audience,
      actor: account.id,
      action: "passwordResetRequested",
      client,
    });
  })().catch((error: unknown) => log.error(errorFields(error), "password reset"));
  return { retryAfterSeconds: 0 };
}

export type SetPasswordOutcome =
  | { outcome: "set"; purpose: LinkPurpose; account: number }
  | { outcome: "refused"; problem: PasswordProblem | "mismatch" }
  | { outcome: "gone" };

/**
 * Sets the password a one-time link is for. The link is used only once the password is acceptable, so a
 * refused password can be tried again with the same link; two requests racing with one link set it once.
 * Every session of the account ends: whoever knew the old password is signed out.
 */
export function setPasswordWithLink(
  token: string,
  password: string,
  repeated: string,
  client: string,
): Promise<SetPasswordOutcome> {
  return setPasswordWithLinkOf("staff", token, password, repeated, client);
}

/** `setPasswordWithLink` for an account of `audience`. */
export async function setPasswordWithLinkOf(
  audience: Audience,
  token: string,
  password: string,
  repeated: string,
  client: string,
): Promise<SetPasswordOutcome> {
  const link = await linkState(audience, token);
  if (link.state !== "open") return { outcome: "gone" };
  if (password !== repeated) return { outcome: "refused", problem: "mismatch" };
  const problem = await passwordProblem(password, link.account.email);
  if (problem) return { outcome: "refused", problem };
  const hash = await hashNewPassword(password);
  const used = await spendLink(audience, token);
  if (!used) return { outcome: "gone" };
  await updateStoredAccount(audience, used.account.id, { password_hash: hash, state: "active" });
  await endSessionsOf(audience, used.account.id);
  await recordAudit({
    audience,
    actor: used.account.id,
    action: "passwordSet",
    detail: { via: used.purpose },
    client,
  });
  return { outcome: "set", purpose: used.purpose, account: used.account.id };
}
