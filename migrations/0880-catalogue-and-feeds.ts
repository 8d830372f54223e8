import { notNull, notNullDefault, oneOf, primaryKey, refersTo, type SchemaChange } from "./schema-change.ts";

/** The catalogue's three levels as the ERP's product feed gives them, and the feeds each instance has taken. */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  // A style: one model of one brand, in one season (style number as the ERP spells it, e.g. 22592).
  await db.schema
    .createTable("catalogue_styles")
    .addColumn("style_number", "text", primaryKey)
    .addColumn("brand", "text", notNull)
    .addColumn("season", "text", notNull)
    .addColumn("category", "text", notNull)
    .addColumn("gender", "text", oneOf("gender", ["women", "men", "kids", "unisex"]))
    .addColumn("size_scale", "text", notNull)
    .addColumn("name_en", "text", notNull)
    .addColumn("name_fr", "text", notNull)
    .addColumn("description_en", "text", notNullDefault(""))
    .addColumn("description_fr", "text", notNullDefault(""))
    .addColumn("materials_en", "text", notNullDefault(""))
    .addColumn("materials_fr", "text", notNullDefault(""))
    .addColumn("msrp_cents", "integer", notNull)
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema.createIndex("catalogue_styles_brand").on("catalogue_styles").column("brand").execute();
  // A colourway: a style in one colour; its item number (style-colour, e.g. 22592-600) is the Photo Downloader's.
  await db.schema
    .createTable("catalogue_colourways")
    .addColumn("item_number", "text", primaryKey)
    .addColumn("style_number", "text", (column) =>
      refersTo("catalogue_styles.style_number")(column).notNull(),
    )
    .addColumn("colour_code", "text", notNull)
    .addColumn("colour_name_en", "text", notNull)
    .addColumn("colour_name_fr", "text", notNull)
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("catalogue_colourways_style")
    .on("catalogue_colourways")
    .column("style_number")
    .execute();
  // A SKU: a colourway in one size and width, known by its GTIN-14 (a UPC-A or EAN-13 with leading zeros).
  await db.schema
    .createTable("catalogue_skus")
    .addColumn("gtin", "text", primaryKey)
    .addColumn("item_number", "text", (column) =>
      refersTo("catalogue_colourways.item_number")(column).notNull(),
    )
    .addColumn("size", "text", notNull)
    .addColumn("width", "text", notNullDefault(""))
    .addColumn("case_pack", "integer", notNull)
    .addColumn("updated_at", int64, notNull)
    .addUniqueConstraint("catalogue_skus_cell", ["item_number", "size", "width"])
    .$call(strict)
    .execute();
  // Each file an ERP feed brought, taken once by its content (decision 321).
  await db.schema
    .createTable("erp_feeds")
    .addColumn("id", "integer", generatedKey)
    .addColumn("kind", "text", oneOf("kind", ["products", "prices", "stock", "customers"]))
    .addColumn("content_hash", "text", notNull)
    .addColumn("file_name", "text", notNull)
    .addColumn("source", "text", oneOf("source", ["inbox", "endpoint"]))
    .addColumn("received_at", int64, notNull)
    .addColumn("status", "text", oneOf("status", ["applied", "refused"]))
    .addColumn("rows_total", "integer", notNull)
    .addColumn("rows_applied", "integer", notNull)
    .addColumn("rows_refused", "integer", notNull)
    // The refused rows as JSON (line, problem, the cells as they came), for staff to read and download.
    .addColumn("refused_rows", "text", notNullDefault(""))
    // Why the whole file was refused; null when it was applied.
    .addColumn("refusal", "text")
    .addUniqueConstraint("erp_feeds_once", ["kind", "content_hash"])
    .$call(strict)
    .execute();
}
