import { notNullDefault, type SchemaChange } from "./schema-change.ts";

/**
 * Who made a share link, by name as it was then: the retailer's page says who sent the photos (decision 241).
 * Links made before this name only the company.
 */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema.alterTable("photo_shares").addColumn("sent_by", "text", notNullDefault("")).execute();
}
