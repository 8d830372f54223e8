import type { SchemaChange } from "./schema-change.ts";

/**
 * A lead marked handled (answered, or nothing to answer) by a member of staff: when, and which account
 * (staff_accounts.id). Both null again when the mark is undone. The audit log keeps every change.
 */
export async function up({ db, int64 }: SchemaChange): Promise<void> {
  await db.schema.alterTable("contact_outbox").addColumn("handled_at", int64).execute();
  await db.schema.alterTable("contact_outbox").addColumn("handled_by", "integer").execute();
}
