import type { SchemaChange } from "./schema-change.ts";

/**
 * Which server process holds a message it is sending ("host:pid"): it hands its claims back when it stops,
 * and an operator can tell whose claim a stuck message waits on.
 */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema.alterTable("contact_outbox").addColumn("claimed_by", "text").execute();
}
