import { notNull, notNullDefault, refersTo, type SchemaChange } from "./schema-change.ts";

/**
 * The site's content as published data (decision 219). Every publication of an item (a brand, later a page,
 * the company facts, a legal text) is a numbered revision holding the whole document as JSON, validated by
 * content/'s zod schemas; the newest revision of an item is what visitors see. A rollback is a publication
 * too. author_id is NULL for the revision made from content/ on first start.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("content_revisions")
    .addColumn("id", "integer", generatedKey)
    .addColumn("kind", "text", notNull)
    .addColumn("item", "text", notNull)
    .addColumn("number", "integer", notNull)
    .addColumn("document", "text", notNull)
    .addColumn("note", "text", notNullDefault(""))
    .addColumn("author_id", "integer", refersTo("staff_accounts.id"))
    .addColumn("published_at", int64, notNull)
    .addUniqueConstraint("content_revisions_kind_item_number_key", ["kind", "item", "number"])
    .$call(strict)
    .execute();

  // At most one draft per item, beside its published revision. `version` grows with each save; a save names
  // the version it was edited from, so a second editor is told instead of overwriting the first.
  await db.schema
    .createTable("content_drafts")
    .addColumn("kind", "text", notNull)
    .addColumn("item", "text", notNull)
    .addColumn("document", "text", notNull)
    .addColumn("base_number", "integer", notNull)
    .addColumn("version", "integer", notNull)
    .addColumn("saved_by", "integer", refersTo("staff_accounts.id"))
    .addColumn("saved_at", int64, notNull)
    .addPrimaryKeyConstraint("content_drafts_pkey", ["kind", "item"])
    .$call(strict)
    .execute();
}
