import { notNullDefault, type SchemaChange } from "./schema-change.ts";

/**
 * What orders placed here hold against a SKU until the ERP takes them (issue 50 §5, part 2 writes it): the
 * buyer's available to sell is the ERP's figure less this, never below nothing.
 */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema.alterTable("catalogue_stock").addColumn("reserved", "integer", notNullDefault(0)).execute();
}
