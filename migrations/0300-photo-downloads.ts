import { notNull, oneOf, primaryKey, type SchemaChange } from "./schema-change.ts";

/**
 * Downloads prepared by the Photo Downloader: the resolved photos of a batch (JSON text), fetched once by the
 * browser's download manager. Kept in the database so any server process can stream them; expired rows are
 * pruned.
 */
export async function up({ db, int64, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("photo_downloads")
    .addColumn("id", "text", primaryKey)
    .addColumn("mode", "text", oneOf("mode", ["photos", "sheet"]))
    .addColumn("file_name", "text", notNull)
    .addColumn("items", "text", notNull)
    .addColumn("created_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("photo_downloads_created_at")
    .on("photo_downloads")
    .column("created_at")
    .execute();
}
