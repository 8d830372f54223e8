import { storeStaffMail } from "~/features/contact/index.server";
import { SET_PASSWORD_PATH } from "~/features/tools";
import { config } from "~/lib/config.server";
import type { Language } from "~/lib/languages";
import {
  type AccountRow,
  accountById,
  activeOwnerCount,
  createAccount,
  updateAccount,
} from "./accounts.server";
import { type AuditDetail, recordAudit } from "./audit.server";
import type { AuditAction } from "./audit-actions";
import { issueLink } from "./one-time-links.server";
import type { Role } from "./roles";
import { removeSecondFactor } from "./second-factor.server";
import { endSessionsOf } from "./session.server";
import type { StaffSession } from "./session-expiry";
import { unlockSecondStep } from "./sign-in.server";
import { invitationMail, resetMail } from "./staff-mails";

/** Who acts, and from where: every change below is recorded with both. */
export interface Acting {
  session: StaffSession;
  client: string;
}

function linkTo(token: string): string {
  return new URL(`${SET_PASSWORD_PATH}/${token}`, config().publicSiteOrigin).href;
}

/** Mails the account a new invitation link (72 hours, once), through the outbox. */
async function mailInvitation(account: AccountRow, inviter: string): Promise<void> {
  const { token, expiresAt } = await issueLink("staff", account.id, "invitation");
  const mail = invitationMail({
    name: account.name,
    inviter,
    link: linkTo(token),
    expiresAt,
    language: account.language,
  });
  await storeStaffMail(account.email, mail);
}

/** Mails the account a password-reset link (one hour, once), through the outbox. */
export async function mailReset(account: AccountRow): Promise<void> {
  const { token, expiresAt } = await issueLink("staff", account.id, "reset");
  await storeStaffMail(
    account.email,
    resetMail({ name: account.name, link: linkTo(token), expiresAt, language: account.language }),
  );
}

export interface Invitation {
  name: string;
  email: string;
  role: Role;
  language: Language;
}

/** Opens an invited account and mails its link; "taken" when the address already has an account. */
export async function invite(by: Acting, invitation: Invitation): Promise<{ id: number } | "taken"> {
  const id = await createAccount({ ...invitation, state: "invited", passwordHash: null });
  const account = id === undefined ? undefined : await accountById(id);
  if (!account) return "taken";
  await mailInvitation(account, by.session.member.name);
  await recordAudit({
    actor: by.session.member.id,
    action: "accountInvited",
    record: account.id,
    detail: { role: account.role, language: account.language },
    client: by.client,
  });
  return { id: account.id };
}

/** Why an owner's change was not made. */
export type AdminRefusal = "unknown" | "lastOwner" | "notInvited";

/** The one active owner can be neither demoted nor deactivated: someone must keep the keys. */
async function isLastOwner(account: AccountRow): Promise<boolean> {
  return account.role === "owner" && account.state === "active" && (await activeOwnerCount()) <= 1;
}

/**
 * One owner action on account `id`: `act` makes the change, or says why not (after which nothing is
 * recorded); a change made is one audit row, with the detail `act` gives.
 */
async function onAccount(
  by: Acting,
  id: number,
  action: AuditAction,
  act: (account: AccountRow) => Promise<AdminRefusal | AuditDetail | undefined>,
): Promise<AdminRefusal | undefined> {
  const account = await accountById(id);
  if (!account) return "unknown";
  const outcome = await act(account);
  if (typeof outcome === "string") return outcome;
  await recordAudit({ actor: by.session.member.id, action, record: id, detail: outcome, client: by.client });
  return undefined;
}

/** A new link for an invitation not used yet (the first expired, or went astray). */
export function inviteAgain(by: Acting, id: number): Promise<AdminRefusal | undefined> {
  return onAccount(by, id, "invitationSent", async (account) => {
    if (account.state !== "invited") return "notInvited";
    await mailInvitation(account, by.session.member.name);
  });
}

/**
 * Changes an account's name, role or e-mail language. A new role ends the account's sessions on every
 * instance, so what it may open changes at its next request.
 */
export function changeAccount(
  by: Acting,
  id: number,
  change: { name: string; role: Role; language: Language },
): Promise<AdminRefusal | undefined> {
  return onAccount(by, id, "accountChanged", async (account) => {
    const newRole = change.role !== account.role;
    if (newRole && (await isLastOwner(account))) return "lastOwner";
    await updateAccount(id, change);
    if (newRole) await endSessionsOf("staff", id);
    return { role: change.role, previousRole: account.role, language: change.language };
  });
}

/** Deactivates an account: it cannot sign in, and its open sessions end at their next request, everywhere. */
export function deactivate(by: Acting, id: number): Promise<AdminRefusal | undefined> {
  return onAccount(by, id, "accountDeactivated", async (account) => {
    if (await isLastOwner(account)) return "lastOwner";
    await updateAccount(id, { state: "deactivated" });
    await endSessionsOf("staff", id);
  });
}

/** Lets a deactivated account sign in again, with its password and second factor as they were. */
export function reactivate(by: Acting, id: number): Promise<AdminRefusal | undefined> {
  return onAccount(by, id, "accountReactivated", async (account) => {
    // An invitee who never chose a password is invited again; the first owner signs in with the configured one.
    const hasPassword = account.password_hash !== null || account.email === config().ownerEmail;
    await updateAccount(id, { state: hasPassword ? "active" : "invited" });
  });
}

/**
 * For a lost phone, or a second step locked by wrong codes: the account's second factor is removed, its wrong
 * codes forgotten and its sessions ended; it enrols again.
 */
export function resetSecondFactor(by: Acting, id: number): Promise<AdminRefusal | undefined> {
  return onAccount(by, id, "secondFactorReset", async () => {
    await removeSecondFactor("staff", id);
    await unlockSecondStep("staff", id);
    await endSessionsOf("staff", id);
  });
}
