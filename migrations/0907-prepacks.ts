import { notNull, type SchemaChange } from "./schema-change.ts";

/**
 * Prepacks (issue 50 §1): a colourway's prepack is a code the ERP gives and, for each SKU in it, how many units
 * one prepack holds; its ratio per size is read from those. The products feed's `prepacks` cell says, for the
 * SKUs a file names, every prepack they are in.
 */
export async function up({ db, strictWithoutRowid }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("catalogue_prepack_units")
    .addColumn("gtin", "text", notNull)
    .addColumn("prepack_code", "text", notNull)
    .addColumn("units", "integer", notNull)
    .addPrimaryKeyConstraint("catalogue_prepack_units_key", ["gtin", "prepack_code"])
    .$call(strictWithoutRowid)
    .execute();
}
