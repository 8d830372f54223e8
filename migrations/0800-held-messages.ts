import type { SchemaChange } from "./schema-change.ts";

/**
 * A message sent without JavaScript (no bot-check proof) is kept, not mailed: held for staff to read, then
 * deliver or delete (decision 232). While held_at is set the outbox worker leaves the message alone.
 */
export async function up({ db, int64 }: SchemaChange): Promise<void> {
  await db.schema.alterTable("contact_outbox").addColumn("held_at", int64).execute();
}
