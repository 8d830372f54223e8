import type { Selectable } from "kysely";
import { addressTaken, normalEmail } from "~/features/accounts/index.server";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import type { Language } from "~/lib/languages";
import type { BuyerRole } from "./constants";

/** A buyer's account as stored: never sent to a browser whole (it holds the password's hash). */
export type BuyerRow = Selectable<DatabaseSchema["buyer_accounts"]>;

/** A buyer as their colleagues and staff see them. */
export interface BuyerSummary {
  id: number;
  name: string;
  email: string;
  role: BuyerRole;
  language: Language;
  state: BuyerRow["state"];
  secondFactor: boolean;
}

function summaryOf(row: BuyerRow): BuyerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    language: row.language,
    state: row.state,
    secondFactor: row.totp_enabled_at !== null,
  };
}

export async function buyerByEmail(email: string): Promise<BuyerRow | undefined> {
  const { db } = await database();
  return db
    .selectFrom("buyer_accounts")
    .selectAll()
    .where("email", "=", normalEmail(email))
    .executeTakeFirst();
}

export async function buyerById(id: number): Promise<BuyerRow | undefined> {
  const { db } = await database();
  return db.selectFrom("buyer_accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * One of a customer's buyers, by id: undefined for another customer's, whatever id a request names, so a
 * customer administrator can reach only their own company's buyers.
 */
export async function buyerOfCustomer(customerNumber: string, id: number): Promise<BuyerRow | undefined> {
  const { db } = await database();
  return db
    .selectFrom("buyer_accounts")
    .selectAll()
    .where("id", "=", id)
    .where("customer_number", "=", customerNumber)
    .executeTakeFirst();
}

/** A customer's buyers, administrators first, then by name. */
export async function buyersOf(customerNumber: string): Promise<BuyerSummary[]> {
  const { db } = await database();
  const rows = await db
    .selectFrom("buyer_accounts")
    .selectAll()
    .where("customer_number", "=", customerNumber)
    .orderBy("role", "desc")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(summaryOf);
}

export interface NewBuyer {
  name: string;
  email: string;
  customerNumber: string;
  role: BuyerRole;
  language: Language;
}

/**
 * An invited buyer (no password until the invitation is used), or "taken" when any account, staff or buyer,
 * has the address: one address is one person (decision 330).
 */
export async function createBuyer(buyer: NewBuyer): Promise<BuyerRow | "taken"> {
  if (await addressTaken(buyer.email)) return "taken";
  const { db } = await database();
  const now = Date.now();
  const row = await db
    .insertInto("buyer_accounts")
    .values({
      name: buyer.name,
      email: normalEmail(buyer.email),
      customer_number: buyer.customerNumber,
      role: buyer.role,
      language: buyer.language,
      state: "invited",
      password_hash: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? "taken";
}
