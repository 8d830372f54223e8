import { database } from "~/lib/database.server";
import { type BuyerSummary, buyersOf } from "./buyer-accounts.server";
import type { BuyerSession } from "./session";

/** A ship-to location (a door) as the buyer's account page lists it. */
export interface ShipTo {
  code: string;
  name: string;
  storeNumber: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

/** What the buyer's account page shows: their company as the ERP knows it, its active ship-tos, its buyers. */
export interface TradeAccount {
  company: {
    number: string;
    legalName: string;
    operatingName: string;
    gstHst: string;
    qst: string;
    pst: string;
    terms: string;
    /** Cents, CAD. */
    creditLimitCents: number;
    openBalanceCents: number;
    documentLanguage: "en" | "fr";
    status: "active" | "on_hold";
  };
  shipTos: ShipTo[];
  buyers: BuyerSummary[];
}

/** The signed-in buyer's company: read by the session's customer number only, never one a request names. */
export async function tradeAccount(session: BuyerSession): Promise<TradeAccount | undefined> {
  const { db } = await database();
  const number = session.customer.number;
  const [customer, shipTos, buyers] = await Promise.all([
    db.selectFrom("customers").selectAll().where("customer_number", "=", number).executeTakeFirst(),
    db
      .selectFrom("customer_ship_tos")
      .selectAll()
      .where("customer_number", "=", number)
      .where("status", "=", "active")
      .orderBy("name")
      .orderBy("code")
      .execute(),
    buyersOf(number),
  ]);
  if (!customer) return undefined;
  return {
    company: {
      number,
      legalName: customer.legal_name,
      operatingName: customer.operating_name,
      gstHst: customer.gst_hst_number,
      qst: customer.qst_number,
      pst: customer.pst_number,
      terms: customer.terms,
      creditLimitCents: Number(customer.credit_limit_cents),
      openBalanceCents: Number(customer.open_balance_cents),
      documentLanguage: customer.document_language,
      status: customer.status,
    },
    shipTos: shipTos.map((row) => ({
      code: row.code,
      name: row.name,
      storeNumber: row.store_number,
      street: row.street,
      city: row.city,
      province: row.province,
      postalCode: row.postal_code,
    })),
    buyers,
  };
}
