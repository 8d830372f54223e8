import { notNull, type SchemaChange } from "./schema-change.ts";

/**
 * Where to buy (/where-to-buy): the authorised retailers' stores, imported by staff from a file. Each file
 * checked is a list; the list put live most recently is the one visitors search. Earlier lists keep their row
 * (who imported what, and when) but lose their stores.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("store_lists")
    .addColumn("id", "integer", generatedKey)
    .addColumn("created_at", int64, notNull)
    // The staff account that imported the file; null for the sample list a new site starts with.
    .addColumn("created_by", "integer")
    .addColumn("file_name", "text", notNull)
    .addColumn("store_count", "integer", notNull)
    // The rows left out and why (JSON), for the check's report.
    .addColumn("failed_rows", "text", notNull)
    .addColumn("published_at", int64)
    .addColumn("published_by", "integer")
    .$call(strict)
    .execute();
  await db.schema.createIndex("store_lists_published_at").on("store_lists").column("published_at").execute();

  await db.schema
    .createTable("stores")
    .addColumn("id", "integer", generatedKey)
    .addColumn("list_id", "integer", notNull)
    // The row's order in its file, which the export keeps.
    .addColumn("position", "integer", notNull)
    .addColumn("name", "text", notNull)
    .addColumn("address", "text", notNull)
    .addColumn("city", "text", notNull)
    .addColumn("province", "text", notNull)
    .addColumn("postal_code", "text", notNull)
    .addColumn("phone", "text", notNull)
    .addColumn("website", "text", notNull)
    // The ids of the brands it carries (JSON array).
    .addColumn("brands", "text", notNull)
    .$call(strict)
    .execute();
  await db.schema.createIndex("stores_list").on("stores").column("list_id").execute();
}
