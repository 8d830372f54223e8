import {
  type Audience,
  type AuditAction,
  issueLink,
  type ResetAudience,
  recordAudit,
} from "~/features/accounts/index.server";
import { storeStaffMail } from "~/features/contact/index.server";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { type BuyerRow, buyerByEmail, createBuyer, type NewBuyer } from "./buyer-accounts.server";
import { TRADE_SET_PASSWORD_PATH } from "./constants";
import { tradeInvitationMail, tradeResetMail } from "./trade-mails";

/** Who acts, from where: a member of staff (opening a customer) or a customer administrator (a colleague). */
export interface Inviter {
  audience: Audience;
  id: number;
  client: string;
}

function linkTo(token: string): string {
  return new URL(`${TRADE_SET_PASSWORD_PATH}/${token}`, config().publicSiteOrigin).href;
}

/** The name buyers know their company by. */
async function companyOf(customerNumber: string): Promise<string> {
  const { db } = await database();
  const row = await db
    .selectFrom("customers")
    .select(["legal_name", "operating_name"])
    .where("customer_number", "=", customerNumber)
    .executeTakeFirst();
  return row ? row.operating_name || row.legal_name : customerNumber;
}

/** Mails the buyer a new invitation link (72 hours, once), in both languages, through the outbox. */
export async function mailBuyerInvitation(buyer: BuyerRow): Promise<void> {
  const { token, expiresAt } = await issueLink("buyer", buyer.id, "invitation");
  const mail = tradeInvitationMail({
    name: buyer.name,
    company: await companyOf(buyer.customer_number),
    link: linkTo(token),
    expiresAt,
    language: buyer.language,
  });
  await storeStaffMail(buyer.email, mail);
}

/** Mails the buyer a password-reset link (one hour, once), in both languages, through the outbox. */
async function mailBuyerReset(buyer: BuyerRow): Promise<void> {
  const { token, expiresAt } = await issueLink("buyer", buyer.id, "reset");
  const mail = tradeResetMail({
    name: buyer.name,
    company: await companyOf(buyer.customer_number),
    link: linkTo(token),
    expiresAt,
    language: buyer.language,
  });
  await storeStaffMail(buyer.email, mail);
}

/** How a buyer's "Forgot your password?" finds the account and mails it. */
export const BUYER_RESETS: ResetAudience<BuyerRow> = {
  audience: "buyer",
  accountByEmail: buyerByEmail,
  mailReset: mailBuyerReset,
};

/** Records what someone of the trade area did (to a buyer, a line sheet): who, from where, to which record. */
export function recordBuyerAction(
  by: Inviter,
  action: AuditAction,
  record: number | string,
  detail?: Record<string, string>,
): Promise<void> {
  return recordAudit({
    audience: by.audience,
    actor: by.id,
    action,
    record,
    ...(detail ? { detail } : {}),
    client: by.client,
  });
}

/**
 * Opens an invited buyer's account and mails the invitation; "taken" when any account has the address.
 * The caller has checked that the inviter may invite for `buyer.customerNumber`.
 */
export async function inviteBuyer(by: Inviter, buyer: NewBuyer): Promise<BuyerRow | "taken"> {
  const row = await createBuyer(buyer);
  if (row === "taken") return row;
  await mailBuyerInvitation(row);
  await recordBuyerAction(by, "buyerInvited", row.id, { customer: row.customer_number, role: row.role });
  return row;
}
