import { notNull, primaryKey, type SchemaChange } from "./schema-change.ts";

/**
 * Signed-in staff sessions. The cookie holds a random id; only its SHA-256 is stored, so a copy of this table
 * cannot be replayed as cookies. Rows outlive nothing: expired ones are deleted on sign-in.
 */
export async function up({ db, int64, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", primaryKey)
    .addColumn("started_at", int64, notNull)
    .addColumn("last_seen_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("staff_sessions_started_at")
    .on("staff_sessions")
    .column("started_at")
    .execute();
}
