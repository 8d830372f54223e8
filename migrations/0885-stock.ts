import { notNull, notNullDefault, primaryKey, type SchemaChange } from "./schema-change.ts";

/**
 * The ERP's stock of each SKU, as its stock feed last gave it (decision 321): available to sell, and the next
 * receipt's quantity and date. What orders here hold against it is part 2's.
 */
export async function up({ db, int64, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("catalogue_stock")
    .addColumn("gtin", "text", primaryKey)
    .addColumn("erp_ats", "integer", notNull)
    .addColumn("incoming_quantity", "integer", notNullDefault(0))
    // An ISO date (`2026-12-15`), null when nothing is coming.
    .addColumn("incoming_date", "text")
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();
}
