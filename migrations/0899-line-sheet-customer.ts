import type { SchemaChange } from "./schema-change.ts";

/**
 * A line sheet made for one customer carries its prices and terms (decision 329): the customer's ERP number,
 * kept with the sheet and with a share link to it; null for a sheet without prices.
 */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema.alterTable("photo_line_sheets").addColumn("customer_number", "text").execute();
  await db.schema.alterTable("photo_shares").addColumn("line_sheet_customer", "text").execute();
}
