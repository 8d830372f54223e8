import { notNull, notNullDefault, type SchemaChange } from "./schema-change.ts";

/** Sheet formats kept with prepared downloads and the history, and the items export links may serve. */
export async function up({ db, int64, strict }: SchemaChange): Promise<void> {
  // A sheet's format ('links': the spec's `Item Number,Image URL`), kept with the prepared download and the
  // history.
  await db.schema
    .alterTable("photo_downloads")
    .addColumn("sheet_format", "text", notNullDefault("links"))
    .execute();
  await db.schema.alterTable("photo_history").addColumn("sheet_format", "text").execute();

  // Items whose photos staff exported or linked with a preset: only these answer at
  // /images/exports/{preset}/{item}/{file}. The photo names are those of the latest export.
  await db.schema
    .createTable("photo_export_items")
    .addColumn("preset", "text", notNull)
    .addColumn("item", "text", notNull)
    .addColumn("photos", "text", notNull)
    .addColumn("exported_at", int64, notNull)
    .addPrimaryKeyConstraint("photo_export_items_pkey", ["preset", "item"])
    .$call(strict)
    .execute();
}
