import type { Transaction } from "kysely";
import type { DatabaseSchema } from "~/lib/database-schema";
import { OPTIONAL_PRODUCT_COLUMNS, PRODUCT_COLUMNS } from "./columns";
import { BATCH, type FeedLayout, fromProposedRow } from "./feed-layout.server";
import { type ProductFeed, productFeedOf } from "./products-feed.server";

async function upsertProducts(
  tx: Transaction<DatabaseSchema>,
  feed: ProductFeed,
  now: number,
): Promise<void> {
  const styles = [...feed.styles.values()].map((style) => ({ ...style, updated_at: now }));
  for (let start = 0; start < styles.length; start += BATCH) {
    await tx
      .insertInto("catalogue_styles")
      .values(styles.slice(start, start + BATCH))
      .onConflict((conflict) =>
        conflict
          .column("style_number")
          .doUpdateSet(
            fromProposedRow("catalogue_styles", [
              "brand",
              "season",
              "category",
              "gender",
              "size_scale",
              "name_en",
              "name_fr",
              "description_en",
              "description_fr",
              "materials_en",
              "materials_fr",
              "msrp_cents",
              "updated_at",
            ]),
          ),
      )
      .execute();
  }
  const colourways = [...feed.colourways.values()].map((colourway) => ({ ...colourway, updated_at: now }));
  for (let start = 0; start < colourways.length; start += BATCH) {
    await tx
      .insertInto("catalogue_colourways")
      .values(colourways.slice(start, start + BATCH))
      .onConflict((conflict) =>
        conflict
          .column("item_number")
          .doUpdateSet(
            fromProposedRow("catalogue_colourways", [
              "style_number",
              "colour_code",
              "colour_name_en",
              "colour_name_fr",
              "updated_at",
            ]),
          ),
      )
      .execute();
  }
  for (let start = 0; start < feed.skus.length; start += BATCH) {
    const rows = feed.skus.slice(start, start + BATCH);
    const batch = rows.map((sku) => sku.record);
    // A size and width that had another UPC takes this one: the cell is the SKU, the ERP corrected its code.
    const cells = new Set(batch.map((sku) => `${sku.item_number}|${sku.size}|${sku.width}`));
    const relabelled = await tx
      .selectFrom("catalogue_skus")
      .select(["gtin", "item_number", "size", "width"])
      .where(
        "item_number",
        "in",
        batch.map((sku) => sku.item_number),
      )
      .where(
        "gtin",
        "not in",
        batch.map((sku) => sku.gtin),
      )
      .execute();
    const stale = relabelled
      .filter((row) => cells.has(`${row.item_number}|${row.size}|${row.width}`))
      .map((row) => row.gtin);
    if (stale.length > 0) await tx.deleteFrom("catalogue_skus").where("gtin", "in", stale).execute();
    await tx
      .insertInto("catalogue_skus")
      .values(batch.map((sku) => ({ ...sku, updated_at: now })))
      .onConflict((conflict) =>
        conflict
          .column("gtin")
          .doUpdateSet(
            fromProposedRow("catalogue_skus", ["item_number", "size", "width", "case_pack", "updated_at"]),
          ),
      )
      .execute();
    // The file's word on each SKU's prepacks replaces the catalogue's: none listed, none kept.
    await tx
      .deleteFrom("catalogue_prepack_units")
      .where(
        "gtin",
        "in",
        batch.map((sku) => sku.gtin),
      )
      .execute();
    const units = rows.flatMap((sku) =>
      sku.prepacks.map((prepack) => ({ gtin: sku.record.gtin, ...prepack })),
    );
    if (units.length > 0) await tx.insertInto("catalogue_prepack_units").values(units).execute();
  }
}

/**
 * UPCs the file gives a SKU that the catalogue holds for another colourway: refused rows, since applying
 * them would move a barcode from one product to another. Read inside the transaction that applies the file.
 */
async function takenGtins(tx: Transaction<DatabaseSchema>, feed: ProductFeed): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (let start = 0; start < feed.skus.length; start += BATCH) {
    const batch = feed.skus.slice(start, start + BATCH).map((sku) => sku.record);
    const known = await tx
      .selectFrom("catalogue_skus")
      .select(["gtin", "item_number"])
      .where(
        "gtin",
        "in",
        batch.map((sku) => sku.gtin),
      )
      .execute();
    for (const row of known) taken.set(row.gtin, row.item_number);
  }
  return taken;
}

/**
 * The product feed (`docs/feeds/products.md`): styles, colourways and SKUs upserted by style number, item
 * number and GTIN; a row whose UPC the catalogue holds for another colourway is refused.
 */
export const PRODUCT_FEED: FeedLayout = {
  columns: PRODUCT_COLUMNS,
  optional: OPTIONAL_PRODUCT_COLUMNS,
  prepare(rows, { knownBrands }) {
    const feed = productFeedOf(rows, knownBrands);
    return {
      refused: feed.refused,
      rowsToApply: () => feed.skus.length,
      async against(tx) {
        const taken = await takenGtins(tx, feed);
        const moves = (sku: ProductFeed["skus"][number]) => {
          const owner = taken.get(sku.record.gtin);
          return owner !== undefined && owner !== sku.record.item_number;
        };
        for (const sku of feed.skus.filter(moves))
          feed.refused.push({
            line: sku.line,
            problem: { code: "gtinTaken", column: "upc" },
            cells: sku.cells,
          });
        feed.skus = feed.skus.filter((sku) => !moves(sku));
      },
      apply: (tx, now) => upsertProducts(tx, feed, now),
    };
  },
};
