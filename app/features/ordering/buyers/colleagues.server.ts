import { endSessionsOf, updateStoredAccount } from "~/features/accounts/index.server";
import type { Language } from "~/lib/languages";
import { buyerOfCustomer } from "./buyer-accounts.server";
import type { BuyerRole } from "./constants";
import { type Inviter, inviteBuyer, mailBuyerInvitation, recordBuyerAction } from "./invitations.server";
import type { BuyerSession } from "./session";

/** What a customer administrator's change came to; the page words it. */
export type ColleagueOutcome =
  | { done: "invited" | "invitationSent"; email: string }
  | { done: "roleChanged"; name: string; role: BuyerRole }
  | { done: "deactivated" | "reactivated"; name: string }
  | { refused: "taken" | "self" | "unknown" };

function inviterOf(session: BuyerSession, client: string): Inviter {
  return { audience: "buyer", id: session.buyer.id, client };
}

/** A colleague invited by a customer administrator buys for the administrator's customer, never another. */
export async function inviteColleague(
  session: BuyerSession,
  client: string,
  colleague: { name: string; email: string; role: BuyerRole; language: Language },
): Promise<ColleagueOutcome> {
  const row = await inviteBuyer(inviterOf(session, client), {
    ...colleague,
    customerNumber: session.customer.number,
  });
  return row === "taken" ? { refused: "taken" } : { done: "invited", email: row.email };
}

export type ColleagueChange = "makeAdmin" | "makeBuyer" | "deactivate" | "reactivate" | "inviteAgain";

/**
 * One change to a colleague's account by a customer administrator. The colleague is looked up within the
 * administrator's customer, so an id of another customer's buyer is "unknown"; no one changes their own
 * account here (an administrator cannot lock themselves out). A role change or deactivation ends the
 * colleague's sessions on every instance.
 */
export async function changeColleague(
  session: BuyerSession,
  client: string,
  id: number,
  change: ColleagueChange,
): Promise<ColleagueOutcome> {
  const colleague = await buyerOfCustomer(session.customer.number, id);
  if (!colleague) return { refused: "unknown" };
  if (colleague.id === session.buyer.id) return { refused: "self" };
  const by = inviterOf(session, client);
  switch (change) {
    case "inviteAgain":
      if (colleague.state !== "invited") return { refused: "unknown" };
      await mailBuyerInvitation(colleague);
      await recordBuyerAction(by, "buyerInvitationSent", id);
      return { done: "invitationSent", email: colleague.email };
    case "makeAdmin":
    case "makeBuyer": {
      const role: BuyerRole = change === "makeAdmin" ? "customer_admin" : "buyer";
      await updateStoredAccount("buyer", id, { role });
      await endSessionsOf("buyer", id);
      await recordBuyerAction(by, "buyerRoleChanged", id, { role });
      return { done: "roleChanged", name: colleague.name, role };
    }
    case "deactivate":
      await updateStoredAccount("buyer", id, { state: "deactivated" });
      await endSessionsOf("buyer", id);
      await recordBuyerAction(by, "buyerDeactivated", id);
      return { done: "deactivated", name: colleague.name };
    case "reactivate":
      if (colleague.state !== "deactivated") return { refused: "unknown" };
      // An account deactivated before its invitation was used goes back to waiting for it.
      await updateStoredAccount("buyer", id, { state: colleague.password_hash ? "active" : "invited" });
      await recordBuyerAction(by, "buyerReactivated", id);
      return { done: "reactivated", name: colleague.name };
  }
}
