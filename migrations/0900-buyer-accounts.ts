import type { ColumnDefinitionBuilder } from "kysely";
import { notNull, notNullDefault, oneOf, primaryKey, refersTo, type SchemaChange } from "./schema-change.ts";

/** The buyer account a row belongs to. */
function buyer(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().references("buyer_accounts.id");
}

/**
 * Retail buyers' accounts (decision 330): the staff accounts' five tables again, column for column, so one
 * set of sign-in, session, link and second-factor functions serves both; plus the customer a buyer orders
 * for and the buyer's role in it. Addresses are stored lowercased, as staff ones are. The audit log names a
 * buyer who acted in a column of its own, so its staff column keeps its reference.
 */
export async function up({
  db,
  int64,
  generatedKey,
  strict,
  strictWithoutRowid,
}: SchemaChange): Promise<void> {
  await db.schema
    .createTable("buyer_accounts")
    .addColumn("id", "integer", generatedKey)
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("customer_number", "text", (column) =>
      column.notNull().references("customers.customer_number"),
    )
    .addColumn("role", "text", oneOf("role", ["buyer", "customer_admin"]))
    .addColumn("language", "text", oneOf("language", ["en", "fr"]))
    .addColumn("state", "text", oneOf("state", ["invited", "active", "deactivated"]))
    .addColumn("password_hash", "text")
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled_at", int64)
    .addColumn("totp_last_step", int64)
    .addColumn("created_at", int64, notNull)
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("buyer_accounts_customer")
    .on("buyer_accounts")
    .column("customer_number")
    .execute();

  await db.schema
    .createTable("buyer_sessions")
    .addColumn("id_hash", "text", primaryKey)
    .addColumn("account_id", "integer", buyer)
    .addColumn("started_at", int64, notNull)
    .addColumn("last_seen_at", int64, notNull)
    .addColumn("second_factor_due_until", int64)
    .addColumn("device", "text", notNullDefault(""))
    .addColumn("ip_prefix", "text", notNullDefault(""))
    .$call(strict)
    .execute();
  await db.schema.createIndex("buyer_sessions_account").on("buyer_sessions").column("account_id").execute();

  await db.schema
    .createTable("buyer_tokens")
    .addColumn("token_hash", "text", primaryKey)
    .addColumn("account_id", "integer", buyer)
    .addColumn("purpose", "text", oneOf("purpose", ["invitation", "reset"]))
    .addColumn("created_at", int64, notNull)
    .addColumn("expires_at", int64, notNull)
    .addColumn("used_at", int64)
    .$call(strict)
    .execute();
  await db.schema.createIndex("buyer_tokens_account").on("buyer_tokens").column("account_id").execute();

  await db.schema
    .createTable("buyer_known_clients")
    .addColumn("account_id", "integer", buyer)
    .addColumn("client_hash", "text", notNull)
    .addColumn("last_signed_in_at", int64, notNull)
    .addPrimaryKeyConstraint("buyer_known_clients_pkey", ["account_id", "client_hash"])
    .$call(strictWithoutRowid)
    .execute();

  await db.schema
    .createTable("buyer_recovery_codes")
    .addColumn("account_id", "integer", buyer)
    .addColumn("code_hash", "text", notNull)
    .addColumn("used_at", int64)
    .addPrimaryKeyConstraint("buyer_recovery_codes_pkey", ["account_id", "code_hash"])
    .$call(strictWithoutRowid)
    .execute();

  await db.schema
    .alterTable("audit_log")
    .addColumn("buyer_id", "integer", refersTo("buyer_accounts.id"))
    .execute();
  // An application approved and made a customer keeps which customer it became.
  await db.schema.alterTable("retail_applications").addColumn("customer_number", "text").execute();
}
