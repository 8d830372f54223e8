import { notNull, type SchemaChange } from "./schema-change.ts";

/**
 * Attempts counted per client and purpose (sign-in failures, contact submissions), shared by every server
 * process. Times in this schema are milliseconds since 1970 (UTC) on both engines, so both return the same values.
 */
export async function up({ db, int64, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("throttle_events")
    .addColumn("bucket", "text", notNull)
    .addColumn("client", "text", notNull)
    .addColumn("at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("throttle_events_lookup")
    .on("throttle_events")
    .columns(["bucket", "client", "at"])
    .execute();
}
