import { notNull, notNullDefault, oneOf, primaryKey, type SchemaChange } from "./schema-change.ts";

/**
 * The retail customers as the ERP's customers feed gives them (decision 325): the company, the price groups it
 * is in, and its ship-to locations (its doors). A ship-to the ERP stops sending is retired, never deleted: part
 * 3's orders name it.
 */
export async function up({ db, int64, strict, strictWithoutRowid }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("customers")
    // The ERP's customer number (`C-10042`).
    .addColumn("customer_number", "text", primaryKey)
    .addColumn("legal_name", "text", notNull)
    .addColumn("operating_name", "text", notNullDefault(""))
    .addColumn("gst_hst_number", "text", notNullDefault(""))
    .addColumn("qst_number", "text", notNullDefault(""))
    .addColumn("pst_number", "text", notNullDefault(""))
    // Payment terms as the ERP words them (`Net 30`).
    .addColumn("terms", "text", notNull)
    .addColumn("credit_limit_cents", int64, notNullDefault(0))
    // What the customer owes now, by the ERP; below zero when the company owes it.
    .addColumn("open_balance_cents", int64, notNullDefault(0))
    // The language of its documents (order confirmations, invoices).
    .addColumn("document_language", "text", oneOf("document_language", ["en", "fr"]))
    .addColumn("status", "text", oneOf("status", ["active", "on_hold"]))
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createTable("customer_price_groups")
    .addColumn("customer_number", "text", notNull)
    .addColumn("group_code", "text", notNull)
    .addPrimaryKeyConstraint("customer_price_groups_key", ["customer_number", "group_code"])
    .$call(strictWithoutRowid)
    .execute();
  await db.schema
    .createTable("customer_ship_tos")
    .addColumn("customer_number", "text", notNull)
    // The ERP's code for the ship-to, unique within its customer.
    .addColumn("code", "text", notNull)
    .addColumn("name", "text", notNull)
    .addColumn("store_number", "text", notNullDefault(""))
    .addColumn("street", "text", notNull)
    .addColumn("city", "text", notNull)
    .addColumn("province", "text", notNull)
    .addColumn("postal_code", "text", notNull)
    .addColumn("status", "text", oneOf("status", ["active", "retired"]))
    .addColumn("updated_at", int64, notNull)
    .addPrimaryKeyConstraint("customer_ship_tos_key", ["customer_number", "code"])
    .$call(strict)
    .execute();
}
