import type { ColumnDefinitionBuilder } from "kysely";
import { notNull, type SchemaChange } from "./schema-change.ts";

/**
 * Idle carts (issue 51 §2, decision 340): a cart nobody changes for CART_IDLE_DAYS is emptied, and its buyer is
 * told a week before. A notice is kept per buyer with the last change it was about, so each idle spell is
 * noticed once, by whichever instance sees it first, and a cart changed since is noticed again if it idles again.
 */
export async function up({ db, int64, strictWithoutRowid }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("cart_notices")
    .addColumn("buyer_id", "integer", (column: ColumnDefinitionBuilder) =>
      column.primaryKey().references("buyer_accounts.id"),
    )
    .addColumn("idle_since", int64, notNull)
    .addColumn("noticed_at", int64, notNull)
    .$call(strictWithoutRowid)
    .execute();
}
