import { notNull, oneOf, type SchemaChange } from "./schema-change.ts";

/**
 * Every Photo Downloader export and sheet (and, later, share), for the tools' history and "Run again". The
 * item numbers are kept whole (JSON text) so a run can be repeated; rows older than the retention are pruned.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("photo_history")
    .addColumn("id", "integer", generatedKey)
    .addColumn("created_at", int64, notNull)
    .addColumn("kind", "text", oneOf("kind", ["export", "sheet", "share"]))
    .addColumn("preset", "text", notNull)
    .addColumn("item_count", "integer", notNull)
    .addColumn("photo_count", "integer", notNull)
    .addColumn("bytes", int64)
    .addColumn("items", "text", notNull)
    .addColumn("download_id", "text")
    .$call(strict)
    .execute();
  await db.schema.createIndex("photo_history_created_at").on("photo_history").column("created_at").execute();
  await db.schema
    .createIndex("photo_history_download_id")
    .on("photo_history")
    .column("download_id")
    .execute();
}
