import { type RawBuilder, sql } from "kysely";
import { notNullDefault, type SchemaChange } from "./schema-change.ts";

/** The visitor's words a message is found by, in the order they are joined. */
const SEARCHED_FIELDS = ["firstName", "lastName", "company", "email", "phone", "message"];

/** A field of a stored submission (JSON text) as text, null where it has none: each engine reads JSON its way. */
function submissionField(engine: SchemaChange["engine"], name: string): RawBuilder<string | null> {
  return engine === "sqlite"
    ? sql`json_extract(submission, ${sql.lit(`$.${name}`)})`
    : sql`submission::json ->> ${sql.lit(name)}`;
}

/**
 * For the staff Messages tool and retention: the form a message came from (department or brand id) as columns
 * to filter on, the visitor's words lowercased to search, when a message was sent again by staff (its delivery
 * deadline counts from then), and when it failed for good (failed messages are deleted a while after).
 */
export async function up({ db, engine, int64 }: SchemaChange): Promise<void> {
  const outbox = () => db.schema.alterTable("contact_outbox");
  await outbox().addColumn("department", "text").execute();
  await outbox().addColumn("brand", "text").execute();
  await outbox().addColumn("search_text", "text", notNullDefault("")).execute();
  await outbox().addColumn("requeued_at", int64).execute();
  await outbox().addColumn("failed_at", int64).execute();

  // Messages stored before this: their form from the stored JSON; a failure time of their last scheduled attempt.
  const field = (name: string) => submissionField(engine, name);
  await sql`UPDATE contact_outbox SET
    department = ${field("department")},
    brand = ${field("brand")},
    search_text = lower(concat_ws(' ', ${sql.join(SEARCHED_FIELDS.map(field))}, recipient)),
    failed_at = CASE WHEN status = 'failed' THEN next_attempt_at END`.execute(db);

  await db.schema
    .createIndex("contact_outbox_created_at")
    .on("contact_outbox")
    .column("created_at")
    .execute();
}
