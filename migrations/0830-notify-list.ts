import { notNull, oneOf, type SchemaChange } from "./schema-change.ts";

/**
 * The notify-me list of the B2B page: who asked to hear when online ordering opens. An address is kept only
 * once its owner confirms it from the mailed link (double opt-in); an unconfirmed one goes 30 days after it
 * was asked for, a confirmed one when it unsubscribes. No token is stored: the confirmation link's is kept as
 * a SHA-256 hash, the unsubscribe link's is signed with the server's secret.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("notify_list")
    .addColumn("id", "integer", generatedKey)
    // As given, lowercased: one address is one row.
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("language", "text", oneOf("language", ["en", "fr"]))
    // When the address was last asked for (and its confirmation mail sent).
    .addColumn("requested_at", int64, notNull)
    .addColumn("confirmed_at", int64)
    // The open confirmation link's token, hashed; null once confirmed.
    .addColumn("confirm_hash", "text", (column) => column.unique())
    .$call(strict)
    .execute();
  await db.schema.createIndex("notify_list_requested_at").on("notify_list").column("requested_at").execute();
}
