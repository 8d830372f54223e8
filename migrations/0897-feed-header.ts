import { notNullDefault, type SchemaChange } from "./schema-change.ts";

/** Each feed file's header line (its column names, as JSON), so its refused rows download under their columns. */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema.alterTable("erp_feeds").addColumn("header", "text", notNullDefault("")).execute();
}
