import { notNullDefault, type SchemaChange } from "./schema-change.ts";

/** The export preset a prepared photo download was made with ('originals': the photos as stored). */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema
    .alterTable("photo_downloads")
    .addColumn("preset", "text", notNullDefault("originals"))
    .execute();
}
