import { isOneOf, notNull, notNullDefault, oneOf, primaryKey, type SchemaChange } from "./schema-change.ts";

/** Contact messages are stored here before anything is sent, then delivered by the outbox worker. */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("contact_outbox")
    .addColumn("id", "integer", generatedKey)
    .addColumn("created_at", int64, notNull)
    // The resolved address the message goes to, and what the visitor wrote (JSON text, as validated).
    .addColumn("recipient", "text", notNull)
    .addColumn("submission", "text", notNull)
    .addColumn("status", "text", oneOf("status", ["pending", "sending", "sent", "failed"], "pending"))
    .addColumn("attempts", "integer", notNullDefault(0))
    .addColumn("next_attempt_at", int64, notNull)
    // While sending, the claim expires at this time, so a crashed process's message is picked up again.
    .addColumn("claimed_until", int64)
    .addColumn("last_error", "text")
    .addColumn("sent_at", int64)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("contact_outbox_due")
    .on("contact_outbox")
    .column("next_attempt_at")
    .where(isOneOf("status", ["pending", "sending"]))
    .execute();

  // Solved bot-check challenges, kept until they expire so each is accepted once.
  await db.schema
    .createTable("contact_used_challenges")
    .addColumn("signature", "text", primaryKey)
    .addColumn("expires_at", int64, notNull)
    .$call(strict)
    .execute();
}
