import { database } from "~/lib/database.server";
import { type BuyerSummary, buyersOf } from "./buyer-accounts.server";

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

/**
 * A customer's account: for its buyers, the session's customer number only, never one a request names; for
 * staff (owner, sales), any customer.
 */
export async function customerAccount(number: string): Promise<TradeAccount | undefined> {
  const { db } = await database();
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

/** A customer as the staff list shows it. */
export interface CustomerListing {
  number: string;
  name: string;
  status: "active" | "on_hold";
  buyers: number;
  shipTos: number;
}

/** The most customers the list shows at once; a search narrows it. */
export const CUSTOMER_LIST_LIMIT = 200;

/**
 * Customers by name for staff, with how many buyers and active ship-tos each has; `search` narrows to those
 * whose number or names hold it (any case). At most CUSTOMER_LIST_LIMIT, and how many matched in all.
 */
export async function customerList(search: string): Promise<{ customers: CustomerListing[]; total: number }> {
  const { db } = await database();
  const words = search.trim().toLowerCase();
  const rows = await db
    .selectFrom("customers")
    .select(["customer_number", "legal_name", "operating_name", "status"])
    .orderBy("legal_name")
    .execute();
  const matched = rows.filter(
    (row) =>
      !words ||
      [row.customer_number, row.legal_name, row.operating_name].some((text) =>
        text.toLowerCase().includes(words),
      ),
  );
  const shown = matched.slice(0, CUSTOMER_LIST_LIMIT);
  const numbers = shown.map((row) => row.customer_number);
  const [buyers, shipTos] =
    numbers.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom("buyer_accounts")
            .select(["customer_number", (eb) => eb.fn.countAll<number>().as("count")])
            .where("customer_number", "in", numbers)
            .where("state", "!=", "deactivated")
            .groupBy("customer_number")
            .execute(),
          db
            .selectFrom("customer_ship_tos")
            .select(["customer_number", (eb) => eb.fn.countAll<number>().as("count")])
            .where("customer_number", "in", numbers)
            .where("status", "=", "active")
            .groupBy("customer_number")
            .execute(),
        ]);
  const countOf = (list: readonly { customer_number: string; count: number | string }[], number: string) =>
    Number(list.find((row) => row.customer_number === number)?.count ?? 0);
  return {
    total: matched.length,
    customers: shown.map((row) => ({
      number: row.customer_number,
      name: row.operating_name || row.legal_name,
      status: row.status,
      buyers: countOf(buyers, row.customer_number),
      shipTos: countOf(shipTos, row.customer_number),
    })),
  };
}
