import { notNull, oneOf, type SchemaChange } from "./schema-change.ts";

/** Where sales has got with an application. */
const STATUSES = ["new", "inReview", "approved", "declined"];

/**
 * Retail account applications (/retailers/apply): what the buyer sent, as validated (JSON), and where sales
 * has got with it. The mails (to sales, and the buyer's acknowledgement) go through the outbox.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("retail_applications")
    .addColumn("id", "integer", generatedKey)
    .addColumn("created_at", int64, notNull)
    .addColumn("language", "text", oneOf("language", ["en", "fr"]))
    .addColumn("details", "text", notNull)
    // The names, e-mail address, phone, city and tax numbers lowercased, for staff to search.
    .addColumn("search_text", "text", notNull)
    // 1: the browser passed the bot check; 0: sent without JavaScript, confirmed with a form token.
    .addColumn("bot_checked", "integer", notNull)
    .addColumn("status", "text", oneOf("status", STATUSES, "new"))
    .addColumn("status_changed_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("retail_applications_created_at")
    .on("retail_applications")
    .column("created_at")
    .execute();

  // Every change of an application's status: when, and which member of staff made it.
  await db.schema
    .createTable("retail_application_changes")
    .addColumn("id", "integer", generatedKey)
    .addColumn("application_id", "integer", notNull)
    .addColumn("status", "text", oneOf("status", STATUSES))
    .addColumn("changed_at", int64, notNull)
    .addColumn("changed_by", "integer")
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("retail_application_changes_application")
    .on("retail_application_changes")
    .column("application_id")
    .execute();
}
