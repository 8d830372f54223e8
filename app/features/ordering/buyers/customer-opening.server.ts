import { addressTaken } from "~/features/accounts/index.server";
import { database } from "~/lib/database.server";
import type { Language } from "~/lib/languages";
import type { BuyerRow } from "./buyer-accounts.server";
import { isCustomerNumber } from "./constants";
import { type Inviter, inviteBuyer } from "./invitations.server";

/** What an approved retail application says of the company and the person who applied. */
export interface ApplicantCompany {
  legalName: string;
  operatingName: string;
  gstHst: string;
  qst: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  contactName: string;
  email: string;
  language: Language;
}

export type CustomerOpening =
  | { outcome: "opened"; buyer: BuyerRow; customerNumber: string; fromFeed: boolean }
  | { outcome: "badNumber" }
  | { outcome: "taken" };

/** The ship-to an application's address becomes until the ERP's customers feed sends the company's own. */
const FIRST_SHIP_TO = "1";

/**
 * An approved application becomes a customer in one step (issue 50 §3): staff give the ERP's customer number.
 * When the customers feed already sent that customer, the application joins it; otherwise the customer is
 * made from the application (its address its first ship-to, "on terms to be confirmed" until the feed says),
 * and the feed's next file corrects anything the ERP knows better. The applicant becomes the customer's
 * administrator and is mailed a bilingual invitation. "taken": an account already has the applicant's address,
 * and nothing is made.
 */
export async function openCustomer(
  by: Inviter,
  typedNumber: string,
  company: ApplicantCompany,
): Promise<CustomerOpening> {
  const customerNumber = typedNumber.trim();
  if (!isCustomerNumber(customerNumber)) return { outcome: "badNumber" };
  if (await addressTaken(company.email)) return { outcome: "taken" };
  const { db } = await database();
  const now = Date.now();
  const made = await db
    .insertInto("customers")
    .values({
      customer_number: customerNumber,
      legal_name: company.legalName,
      operating_name: company.operatingName,
      gst_hst_number: company.gstHst,
      qst_number: company.qst,
      terms: "",
      document_language: company.language,
      status: "active",
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("customer_number").doNothing())
    .returning("customer_number")
    .executeTakeFirst();
  if (made) {
    await db
      .insertInto("customer_ship_tos")
      .values({
        customer_number: customerNumber,
        code: FIRST_SHIP_TO,
        name: company.operatingName || company.legalName,
        street: company.street,
        city: company.city,
        province: company.province,
        postal_code: company.postalCode,
        status: "active",
        updated_at: now,
      })
      .execute();
  }
  const buyer = await inviteBuyer(by, {
    name: company.contactName,
    email: company.email,
    customerNumber,
    role: "customer_admin",
    language: company.language,
  });
  // Taken in between (the address was checked a moment ago): the customer stays, for a colleague to join.
  if (buyer === "taken") return { outcome: "taken" };
  return { outcome: "opened", buyer, customerNumber, fromFeed: !made };
}
