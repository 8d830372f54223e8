import { notNull, notNullDefault, type SchemaChange } from "./schema-change.ts";

/**
 * Share links: a set of items and a preset a retailer downloads without signing in, until the link expires
 * or staff revoke it. Only a hash of the token is kept, and its first characters to tell links apart.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("photo_shares")
    .addColumn("id", "integer", generatedKey)
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("token_hint", "text", notNull)
    .addColumn("created_at", int64, notNull)
    .addColumn("expires_at", int64, notNull)
    .addColumn("revoked_at", int64)
    .addColumn("preset", "text", notNull)
    .addColumn("items", "text", notNull)
    .addColumn("note", "text", notNullDefault(""))
    .addColumn("downloads", "integer", notNullDefault(0))
    .$call(strict)
    .execute();
  await db.schema.createIndex("photo_shares_created_at").on("photo_shares").column("created_at").execute();
}
