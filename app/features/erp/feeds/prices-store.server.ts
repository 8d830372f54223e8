import { OPTIONAL_PRICE_COLUMNS, PRICE_COLUMNS } from "./columns";
import { BATCH, type FeedLayout, fromProposedRow } from "./feed-layout.server";
import { priceFeedOf } from "./prices-feed.server";

/**
 * The price feed (`docs/feeds/prices.md`, decision 324): each list the file names is replaced whole by the
 * file's rows of it (its kind, whom it applies to, its days, its prices); lists it does not name stay as they
 * are, and a list whose every row was refused is not named. A row pricing a colourway the catalogue does not
 * have, or a UPC that is not that colourway's, is refused.
 */
export const PRICE_FEED: FeedLayout = {
  columns: PRICE_COLUMNS,
  optional: OPTIONAL_PRICE_COLUMNS,
  prepare(rows) {
    const feed = priceFeedOf(rows);
    return {
      refused: feed.refused,
      rowsToApply: () => feed.prices.length,
      async against(tx) {
        const items = [...new Set(feed.prices.map((each) => each.record.item_number))];
        const knownItems = new Set<string>();
        for (let start = 0; start < items.length; start += BATCH) {
          const found = await tx
            .selectFrom("catalogue_colourways")
            .select("item_number")
            .where("item_number", "in", items.slice(start, start + BATCH))
            .execute();
          for (const row of found) knownItems.add(row.item_number);
        }
        const gtins = [...new Set(feed.prices.map((each) => each.record.gtin).filter(Boolean))];
        const colourwayOf = new Map<string, string>();
        for (let start = 0; start < gtins.length; start += BATCH) {
          const found = await tx
            .selectFrom("catalogue_skus")
            .select(["gtin", "item_number"])
            .where("gtin", "in", gtins.slice(start, start + BATCH))
            .execute();
          for (const row of found) colourwayOf.set(row.gtin, row.item_number);
        }
        feed.prices = feed.prices.filter((each) => {
          const { item_number, gtin } = each.record;
          const problem = !knownItems.has(item_number)
            ? ({ code: "unknownColourway", column: "item" } as const)
            : gtin && colourwayOf.get(gtin) !== item_number
              ? ({
                  code: colourwayOf.has(gtin) ? "skuOfOtherColourway" : "unknownSku",
                  column: "upc",
                } as const)
              : undefined;
          if (problem) feed.refused.push({ line: each.line, problem, cells: each.cells });
          return !problem;
        });
      },
      async apply(tx, now) {
        const named = [...feed.lists.values()].filter((list) =>
          feed.prices.some((each) => each.record.list_code === list.code),
        );
        for (let start = 0; start < named.length; start += BATCH) {
          const lists = named.slice(start, start + BATCH);
          await tx
            .deleteFrom("catalogue_prices")
            .where(
              "list_code",
              "in",
              lists.map((list) => list.code),
            )
            .execute();
          await tx
            .insertInto("price_lists")
            .values(lists.map(({ line: _line, ...list }) => ({ ...list, updated_at: now })))
            .onConflict((conflict) =>
              conflict
                .column("code")
                .doUpdateSet(
                  fromProposedRow("price_lists", [
                    "kind",
                    "applies_to",
                    "starts_on",
                    "ends_on",
                    "updated_at",
                  ]),
                ),
            )
            .execute();
        }
        for (let start = 0; start < feed.prices.length; start += BATCH)
          await tx
            .insertInto("catalogue_prices")
            .values(feed.prices.slice(start, start + BATCH).map((each) => each.record))
            .execute();
      },
    };
  },
};
