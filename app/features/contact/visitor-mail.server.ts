import { claimAttempt } from "~/lib/throttle.server";
import { signerFor } from "~/lib/tokens.server";
import { VISITOR_MAIL_THROTTLE } from "./constants";
import { type StaffMail, storeStaffMail } from "./outbox.server";

/**
 * The counter's name for an address: a keyed hash, so the throttle table never holds the address itself
 * (a plain hash of an address is reversed by guessing). A new SESSION_SECRET starts the counts again.
 */
const recipientSigner = signerFor("trafalgar visitor mail counter v1");
const recipientKey = (address: string) => recipientSigner.sign(address.trim().toLowerCase());

/**
 * Stores an automatic mail to an address a visitor typed, unless that address has had VISITOR_MAIL_THROTTLE's
 * share already (whoever typed it): false when it was left out. The mails a member of staff causes (invitations,
 * resets) go through `storeStaffMail` alone.
 */
export async function storeVisitorMail(recipient: string, mail: StaffMail): Promise<boolean> {
  if ((await claimAttempt(VISITOR_MAIL_THROTTLE, recipientKey(recipient))) > 0) return false;
  await storeStaffMail(recipient, mail);
  return true;
}
