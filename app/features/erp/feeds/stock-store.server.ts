import { OPTIONAL_STOCK_COLUMNS, STOCK_COLUMNS } from "./columns";
import { BATCH, type FeedLayout, fromProposedRow } from "./feed-layout.server";
import { stockFeedOf } from "./stock-feed.server";

/**
 * The stock feed (`docs/feeds/stock.md`): each SKU's available-to-sell and next receipt replaced by the file's.
 * A snapshot first sets every SKU to none, so one it leaves out shows sold out; a delta touches only its rows.
 * A row naming a UPC the catalogue does not have is refused.
 */
export const STOCK_FEED: FeedLayout = {
  columns: STOCK_COLUMNS,
  optional: OPTIONAL_STOCK_COLUMNS,
  prepare(rows) {
    const feed = stockFeedOf(rows);
    if ("problem" in feed) return feed;
    return {
      refused: feed.refused,
      rowsToApply: () => feed.stock.length,
      async against(tx) {
        const known = new Set<string>();
        for (let start = 0; start < feed.stock.length; start += BATCH) {
          const batch = feed.stock.slice(start, start + BATCH).map((each) => each.record.gtin);
          const rows = await tx
            .selectFrom("catalogue_skus")
            .select("gtin")
            .where("gtin", "in", batch)
            .execute();
          for (const row of rows) known.add(row.gtin);
        }
        for (const each of feed.stock.filter((stock) => !known.has(stock.record.gtin)))
          feed.refused.push({
            line: each.line,
            problem: { code: "unknownSku", column: "upc" },
            cells: each.cells,
          });
        feed.stock = feed.stock.filter((each) => known.has(each.record.gtin));
      },
      async apply(tx, now) {
        if (feed.mode === "snapshot")
          await tx
            .updateTable("catalogue_stock")
            .set({ erp_ats: 0, incoming_quantity: 0, incoming_date: null, updated_at: now })
            .execute();
        for (let start = 0; start < feed.stock.length; start += BATCH) {
          await tx
            .insertInto("catalogue_stock")
            .values(
              feed.stock.slice(start, start + BATCH).map((each) => ({ ...each.record, updated_at: now })),
            )
            .onConflict((conflict) =>
              conflict
                .column("gtin")
                .doUpdateSet(
                  fromProposedRow("catalogue_stock", [
                    "erp_ats",
                    "incoming_quantity",
                    "incoming_date",
                    "updated_at",
                  ]),
                ),
            )
            .execute();
        }
      },
    };
  },
};
