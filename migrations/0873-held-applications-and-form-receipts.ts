import { notNull, primaryKey, type SchemaChange } from "./schema-change.ts";

/** Retail applications held as messages are, and what each public form's post came to. */
export async function up({ db, int64, strict }: SchemaChange): Promise<void> {
  // A retail application sent without JavaScript (confirmed with a form token, no bot-check proof) is held as
  // a held contact message is: nothing is mailed, to sales or to the address typed, until staff release it.
  await db.schema.alterTable("retail_applications").addColumn("held_at", int64).execute();

  // What a public form's post came to, by a hash of the proof it carried (its form token or its bot-check
  // answer) and the form's name: the same post sent again (a reload, back and send again, a double click) is
  // answered with this rather than stored twice. Kept as long as the form token could be used.
  await db.schema
    .createTable("form_receipts")
    .addColumn("key", "text", primaryKey)
    // What keeping the post returned (JSON: an application's reference, a message's number, or null).
    .addColumn("receipt", "text", notNull)
    // 1: the bot check passed; 0: a plain post confirmed with a form token.
    .addColumn("bot_checked", "integer", notNull)
    .addColumn("expires_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema.createIndex("form_receipts_expires_at").on("form_receipts").column("expires_at").execute();
}
