import { notNull, oneOf, primaryKey, type SchemaChange } from "./schema-change.ts";

/**
 * The ERP's price lists and their prices (decision 324): a base wholesale list, lists for a group of customers
 * and lists for one customer, each in CAD and in effect between two days; a price for a whole colourway, or for
 * one SKU where its sizes differ.
 */
export async function up({ db, int64, strict, strictWithoutRowid }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("price_lists")
    .addColumn("code", "text", primaryKey)
    .addColumn("kind", "text", oneOf("kind", ["base", "group", "customer"]))
    // The group's code or the customer's number; empty for a base list.
    .addColumn("applies_to", "text", notNull)
    // Days on the head office's clock (`2026-12-15`), both inclusive; null is open-ended.
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("price_lists_applies_to")
    .on("price_lists")
    .columns(["kind", "applies_to"])
    .execute();
  await db.schema
    .createTable("catalogue_prices")
    .addColumn("list_code", "text", notNull)
    .addColumn("item_number", "text", notNull)
    // A SKU's own price (its GTIN-14), or empty for every SKU of the colourway without one.
    .addColumn("gtin", "text", notNull)
    .addColumn("price_cents", "integer", notNull)
    .addPrimaryKeyConstraint("catalogue_prices_key", ["list_code", "item_number", "gtin"])
    .$call(strictWithoutRowid)
    .execute();
  await db.schema
    .createIndex("catalogue_prices_item")
    .on("catalogue_prices")
    .columns(["item_number", "list_code"])
    .execute();
}
