import type { ColumnDefinitionBuilder } from "kysely";
import { isOneOf, notNull, notNullDefault, oneOf, type SchemaChange } from "./schema-change.ts";

/** The buyer account a row belongs to. */
function buyer(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().references("buyer_accounts.id");
}

/** The order a row belongs to. */
function order(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().references("orders.id");
}

/**
 * Carts and orders (issue 51, decision 333). Each buyer has one cart, in the database so it follows them from
 * device to device: a line per SKU with its quantity and, where it is more than is available, the buyer's
 * choice for the rest. An order keeps what was agreed when it was placed (the ship-to as it was, the terms, the
 * prices, each tax as its own line), so a later feed never changes it; the key the checkout form carried makes
 * a resubmitted form find its order instead of placing another.
 */
export async function up({
  db,
  int64,
  generatedKey,
  strict,
  strictWithoutRowid,
}: SchemaChange): Promise<void> {
  await db.schema
    .createTable("cart_lines")
    .addColumn("buyer_id", "integer", buyer)
    .addColumn("gtin", "text", notNull)
    .addColumn("quantity", "integer", notNull)
    // What to do with units over what is available: backorder them, or cancel them; null until asked.
    .addColumn("shortage", "text", (column) => column.check(isOneOf("shortage", ["backorder", "cancel"])))
    .addColumn("added_at", int64, notNull)
    .addColumn("updated_at", int64, notNull)
    .addPrimaryKeyConstraint("cart_lines_key", ["buyer_id", "gtin"])
    .$call(strictWithoutRowid)
    .execute();

  // Whether the customer's orders must carry its purchase order number (the customers feed's `po_required`).
  await db.schema.alterTable("customers").addColumn("po_required", "integer", notNullDefault(0)).execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", generatedKey)
    .addColumn("customer_number", "text", (column) =>
      column.notNull().references("customers.customer_number"),
    )
    .addColumn("buyer_id", "integer", buyer)
    // The ship-to as it was when the order was placed, as JSON (`code`, `name`, `storeNumber`, address).
    .addColumn("ship_to", "text", notNull)
    .addColumn("province", "text", notNull)
    .addColumn("po_number", "text", notNullDefault(""))
    .addColumn("requested_ship_on", "text")
    .addColumn("cancel_on", "text")
    .addColumn("notes", "text", notNullDefault(""))
    .addColumn("terms", "text", notNull)
    .addColumn("status", "text", oneOf("status", ["placed", "credit_review"]))
    .addColumn("document_language", "text", oneOf("document_language", ["en", "fr"]))
    .addColumn("subtotal_cents", int64, notNull)
    .addColumn("tax_cents", int64, notNull)
    .addColumn("total_cents", int64, notNull)
    .addColumn("idempotency_key", "text", (column) => column.notNull().unique())
    .addColumn("placed_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("orders_customer")
    .on("orders")
    .columns(["customer_number", "placed_at"])
    .execute();
  await db.schema.createIndex("orders_po").on("orders").columns(["customer_number", "po_number"]).execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("order_id", "integer", order)
    .addColumn("line", "integer", notNull)
    .addColumn("gtin", "text", notNull)
    .addColumn("item_number", "text", notNull)
    .addColumn("style_number", "text", notNull)
    .addColumn("size", "text", notNull)
    .addColumn("width", "text", notNullDefault(""))
    // Units ordered; of them, units reserved to ship now and units backordered (the rest were cancelled).
    .addColumn("quantity", "integer", notNull)
    .addColumn("shipping", "integer", notNull)
    .addColumn("backordered", "integer", notNull)
    .addColumn("price_cents", int64, notNull)
    .addPrimaryKeyConstraint("order_lines_key", ["order_id", "line"])
    .$call(strictWithoutRowid)
    .execute();

  await db.schema
    .createTable("order_taxes")
    .addColumn("order_id", "integer", order)
    // GST, HST, QST, PST or RST, in the order the documents list them.
    .addColumn("code", "text", notNull)
    // The rate in millionths (9.975 % is 99750).
    .addColumn("rate_ppm", "integer", notNull)
    .addColumn("base_cents", int64, notNull)
    .addColumn("amount_cents", int64, notNull)
    .addPrimaryKeyConstraint("order_taxes_key", ["order_id", "code"])
    .$call(strictWithoutRowid)
    .execute();
}
