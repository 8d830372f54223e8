import type { Selectable } from "kysely";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import type { Language } from "~/lib/languages";
import { type AccountStoreSchema, type Audience, accountStore } from "./account-store.server";
import type { AccountState, Role } from "./roles";

export type AccountRow = Selectable<DatabaseSchema["staff_accounts"]>;

/** An account as the Accounts page lists it: never its password or second-factor secret. */
export interface AccountSummary {
  id: number;
  name: string;
  email: string;
  role: Role;
  language: Language;
  state: AccountState;
  secondFactor: boolean;
  createdAt: number;
}

/** One address is one account, however it was typed. */
export function normalEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function summaryOf(row: AccountRow): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    language: row.language,
    state: row.state,
    secondFactor: row.totp_enabled_at !== null,
    createdAt: row.created_at,
  };
}

export async function accountByEmail(email: string): Promise<AccountRow | undefined> {
  const { db } = await database();
  return db
    .selectFrom("staff_accounts")
    .selectAll()
    .where("email", "=", normalEmail(email))
    .executeTakeFirst();
}

export async function accountById(id: number): Promise<AccountRow | undefined> {
  const { db } = await database();
  return db.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every account, owners first, then by name. */
export async function listAccounts(): Promise<AccountSummary[]> {
  const { db } = await database();
  const rows = await db.selectFrom("staff_accounts").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(summaryOf);
}

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  language: Language;
  state: AccountState;
  passwordHash: string | null;
}

/**
 * Whether an account of either audience has the address (decision 330: one address is one person, staff or
 * a retailer's buyer, so "who is this?" has one answer).
 */
export async function addressTaken(email: string): Promise<boolean> {
  const address = normalEmail(email);
  for (const audience of ["staff", "buyer"] as const) {
    const db = await accountStore(audience);
    const row = await db.selectFrom("accounts").select("id").where("email", "=", address).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * A new account, or undefined when the address already has one, staff or buyer (whoever made it first keeps
 * it).
 */
export async function createAccount(account: NewAccount): Promise<number | undefined> {
  if (await addressTaken(account.email)) return undefined;
  const { db } = await database();
  const now = Date.now();
  const row = await db
    .insertInto("staff_accounts")
    .values({
      name: account.name,
      email: normalEmail(account.email),
      role: account.role,
      language: account.language,
      state: account.state,
      password_hash: account.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export type AccountChange = Partial<
  Pick<
    AccountRow,
    "name" | "role" | "language" | "state" | "password_hash" | "totp_secret" | "totp_enabled_at"
  >
>;

/**
 * What a one-time link was sent for: the account's password, role and state as they were. A change to any of
 * them ends every link still outstanding (decision 264).
 */
const LINK_ENDING_FIELDS = ["password_hash", "role", "state"] as const;

/**
 * Changes an account's stored fields; the caller ends its sessions where the change calls for it. A new password,
 * role or state ends the account's outstanding reset and invitation links in the same transaction, whoever made
 * the change: such a link then answers as an expired one does, and never comes back to life.
 */
export function updateAccount(id: number, change: AccountChange): Promise<boolean> {
  return updateStoredAccount("staff", id, change);
}

/** A change to any audience's account: its role is checked by the audience's own module. */
export type StoredAccountChange = Partial<
  Pick<
    Selectable<AccountStoreSchema["accounts"]>,
    "name" | "role" | "language" | "state" | "password_hash" | "totp_secret" | "totp_enabled_at"
  >
>;

/** `updateAccount` for an account of `audience`. */
export async function updateStoredAccount(
  audience: Audience,
  id: number,
  change: StoredAccountChange,
): Promise<boolean> {
  const db = await accountStore(audience);
  const now = Date.now();
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom("accounts")
      .select(LINK_ENDING_FIELDS)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    await tx
      .updateTable("accounts")
      .set({ ...change, updated_at: now })
      .where("id", "=", id)
      .execute();
    const changed = LINK_ENDING_FIELDS.some(
      (field) => change[field] !== undefined && change[field] !== before[field],
    );
    if (changed) {
      await tx
        .updateTable("tokens")
        .set({ expires_at: now })
        .where("account_id", "=", id)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .execute();
    }
    return true;
  });
}

/** How many active owners there are: the last one cannot be demoted or deactivated. */
export async function activeOwnerCount(): Promise<number> {
  const { db } = await database();
  const row = await db
    .selectFrom("staff_accounts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("state", "=", "active")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
