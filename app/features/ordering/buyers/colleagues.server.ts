import {
  endSessionsOf,
  removeSecondFactor,
  unlockSecondStep,
  updateStoredAccount,
} from "~/features/accounts/index.server";
import type { Language } from "~/lib/languages";
import { buyerOfCustomer } from "./buyer-accounts.server";
import type { BuyerRole } from "./constants";
import { type Inviter, inviteBuyer, mailBuyerInvitation, recordBuyerAction } from "./invitations.server";
import type { BuyerSession } from "./session";

/** What a change to a customer's buyers came to; the page words it. */
export type ColleagueOutcome =
  | { done: "invited" | "invitationSent"; email: string }
  | { done: "roleChanged"; name: string; role: BuyerRole }
  | { done: "deactivated" | "reactivated" | "secondFactorReset"; name: string }
  | { refused: "taken" | "self" | "unknown" };

/** A buyer to invite, as the invitation forms give them. */
export interface NewColleague {
  name: string;
  email: string;
  role: BuyerRole;
  language: Language;
}

function inviterOf(session: BuyerSession, client: string): Inviter {
  return { audience: "buyer", id: session.buyer.id, client };
}

/**
 * A new buyer of `customerNumber`, invited by staff (any customer) or by one of its administrators (their own
 * customer only: the caller passes the session's).
 */
export async function inviteToCustomer(
  by: Inviter,
  customerNumber: string,
  colleague: NewColleague,
): Promise<ColleagueOutcome> {
  const row = await inviteBuyer(by, { ...colleague, customerNumber });
  return row === "taken" ? { refused: "taken" } : { done: "invited", email: row.email };
}

/** A colleague invited by a customer administrator buys for the administrator's customer, never another. */
export function inviteColleague(
  session: BuyerSession,
  client: string,
  colleague: NewColleague,
): Promise<ColleagueOutcome> {
  return inviteToCustomer(inviterOf(session, client), session.customer.number, colleague);
}

/** What an administrator may change of a colleague; staff may also reset a lost second factor. */
export type ColleagueChange = "makeAdmin" | "makeBuyer" | "deactivate" | "reactivate" | "inviteAgain";
export type BuyerChange = ColleagueChange | "resetSecondFactor";

/**
 * One change to a buyer of `customerNumber`. The buyer is looked up within that customer, so an id of another
 * customer's buyer is "unknown"; no buyer changes their own account here (an administrator cannot lock
 * themselves out). A role change, a deactivation or a second factor reset ends the buyer's sessions on every
 * instance. Only staff reset a second factor (the buyer proves who they are to sales, not to a colleague).
 */
export async function changeBuyer(
  by: Inviter,
  customerNumber: string,
  id: number,
  change: BuyerChange,
): Promise<ColleagueOutcome> {
  const buyer = await buyerOfCustomer(customerNumber, id);
  if (!buyer) return { refused: "unknown" };
  if (by.audience === "buyer" && buyer.id === by.id) return { refused: "self" };
  switch (change) {
    case "inviteAgain":
      if (buyer.state !== "invited") return { refused: "unknown" };
      await mailBuyerInvitation(buyer);
      await recordBuyerAction(by, "buyerInvitationSent", id);
      return { done: "invitationSent", email: buyer.email };
    case "makeAdmin":
    case "makeBuyer": {
      const role: BuyerRole = change === "makeAdmin" ? "customer_admin" : "buyer";
      await updateStoredAccount("buyer", id, { role });
      await endSessionsOf("buyer", id);
      await recordBuyerAction(by, "buyerRoleChanged", id, { role });
      return { done: "roleChanged", name: buyer.name, role };
    }
    case "deactivate":
      await updateStoredAccount("buyer", id, { state: "deactivated" });
      await endSessionsOf("buyer", id);
      await recordBuyerAction(by, "buyerDeactivated", id);
      return { done: "deactivated", name: buyer.name };
    case "reactivate":
      if (buyer.state !== "deactivated") return { refused: "unknown" };
      // An account deactivated before its invitation was used goes back to waiting for it.
      await updateStoredAccount("buyer", id, { state: buyer.password_hash ? "active" : "invited" });
      await recordBuyerAction(by, "buyerReactivated", id);
      return { done: "reactivated", name: buyer.name };
    case "resetSecondFactor":
      if (by.audience !== "staff" || buyer.totp_enabled_at === null) return { refused: "unknown" };
      await removeSecondFactor("buyer", id);
      await unlockSecondStep("buyer", id);
      await endSessionsOf("buyer", id);
      await recordBuyerAction(by, "buyerSecondFactorReset", id);
      return { done: "secondFactorReset", name: buyer.name };
  }
}

/** A customer administrator's change to a colleague of their own customer. */
export function changeColleague(
  session: BuyerSession,
  client: string,
  id: number,
  change: ColleagueChange,
): Promise<ColleagueOutcome> {
  return changeBuyer(inviterOf(session, client), session.customer.number, id, change);
}
