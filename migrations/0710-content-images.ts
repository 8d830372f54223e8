import { notNull, primaryKey, refersTo, type SchemaChange } from "./schema-change.ts";

/**
 * Images uploaded in the studio (decision 221), stored where every instance reads them. An image is named by
 * a digest of its original, so its address changes with its content and can be cached for good; the original
 * is kept so its sizes can be made again. What an image shows is said where it is used (the brand's document,
 * in each language).
 */
export async function up({ db, int64, bytes, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("content_images")
    .addColumn("id", "text", primaryKey)
    .addColumn("kind", "text", notNull)
    .addColumn("original", bytes, notNull)
    .addColumn("original_type", "text", notNull)
    .addColumn("width", "integer", notNull)
    .addColumn("height", "integer", notNull)
    .addColumn("uploaded_by", "integer", refersTo("staff_accounts.id"))
    .addColumn("uploaded_at", int64, notNull)
    .$call(strict)
    .execute();

  // Every size and format the pages ask for, by the file name in its address (`hero-1920.avif`).
  await db.schema
    .createTable("content_image_files")
    .addColumn("image_id", "text", (column) => column.notNull().references("content_images.id"))
    .addColumn("file", "text", notNull)
    .addColumn("bytes", bytes, notNull)
    .addPrimaryKeyConstraint("content_image_files_pkey", ["image_id", "file"])
    .$call(strict)
    .execute();
}
