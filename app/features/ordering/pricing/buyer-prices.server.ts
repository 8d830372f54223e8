import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { type BuyerPrice, buyerPrices, inEffect, type PriceBuyer, type PriceList } from "./price-rule";

/**
 * The price a buyer pays for each SKU of the colourways `itemNumbers` (by GTIN-14), on the head office's day of
 * `now`, by the one rule (`buyerPrices`, decision 324); with `only`, for those SKUs of theirs alone (a cart's
 * lines, not every size of their colourways). Reads only the lists that are the buyer's and in effect, and their
 * prices of those colourways. A SKU without a price is absent from the map.
 */
export async function pricesForBuyer(
  database: Database,
  buyer: PriceBuyer,
  itemNumbers: readonly string[],
  now = Date.now(),
  only?: readonly string[],
): Promise<Map<string, BuyerPrice>> {
  return (await pricedSkus(database, buyer, itemNumbers, now, only)).prices;
}

/**
 * The lowest and highest price a buyer pays among each colourway's SKUs, in cents, by item number (a
 * colourway no list of theirs prices is absent): what a list of results shows.
 */
export async function colourwayPrices(
  database: Database,
  buyer: PriceBuyer,
  itemNumbers: readonly string[],
  now = Date.now(),
): Promise<Map<string, { low: number; high: number }>> {
  const { prices, skus } = await pricedSkus(database, buyer, itemNumbers, now);
  const ranges = new Map<string, { low: number; high: number }>();
  for (const sku of skus) {
    const cents = prices.get(sku.gtin)?.cents;
    if (cents === undefined) continue;
    const was = ranges.get(sku.itemNumber);
    ranges.set(sku.itemNumber, {
      low: Math.min(was?.low ?? cents, cents),
      high: Math.max(was?.high ?? cents, cents),
    });
  }
  return ranges;
}

/** The colourways' SKUs, and each one's price for the buyer on the day of `now`. */
async function pricedSkus(
  database: Database,
  buyer: PriceBuyer,
  itemNumbers: readonly string[],
  now: number,
  only?: readonly string[],
): Promise<{ prices: Map<string, BuyerPrice>; skus: { gtin: string; itemNumber: string }[] }> {
  if (itemNumbers.length === 0) return { prices: new Map(), skus: [] };
  const day = companyDay(now);
  const rows = await database.db
    .selectFrom("price_lists")
    .select(["code", "kind", "applies_to", "starts_on", "ends_on"])
    .where((where) =>
      where.or([
        where("kind", "=", "base"),
        where.and([where("kind", "=", "customer"), where("applies_to", "=", buyer.customerNumber)]),
        ...(buyer.groups.length > 0
          ? [where.and([where("kind", "=", "group"), where("applies_to", "in", buyer.groups)])]
          : []),
      ]),
    )
    .execute();
  const lists: PriceList[] = rows
    .map((row) => ({
      code: row.code,
      kind: row.kind,
      appliesTo: row.applies_to,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
    }))
    .filter((list) => inEffect(list, day));
  if (lists.length === 0) return { prices: new Map(), skus: [] };
  const [prices, skus] = await Promise.all([
    database.db
      .selectFrom("catalogue_prices")
      .select(["list_code as listCode", "item_number as itemNumber", "gtin", "price_cents as cents"])
      .where("item_number", "in", [...itemNumbers])
      .where(
        "list_code",
        "in",
        lists.map((list) => list.code),
      )
      .execute(),
    only
      ? database.db
          .selectFrom("catalogue_skus")
          .select(["gtin", "item_number as itemNumber"])
          .where("gtin", "in", [...only])
          .execute()
      : database.db
          .selectFrom("catalogue_skus")
          .select(["gtin", "item_number as itemNumber"])
          .where("item_number", "in", [...itemNumbers])
          .execute(),
  ]);
  return { prices: buyerPrices(lists, prices, buyer, day, skus), skus };
}

/** A customer as prices see it: its number and the price groups the customers feed put it in. */
export async function priceBuyerOf(database: Database, customerNumber: string): Promise<PriceBuyer> {
  const groups = await database.db
    .selectFrom("customer_price_groups")
    .select("group_code")
    .where("customer_number", "=", customerNumber)
    .orderBy("group_code")
    .execute();
  return { customerNumber, groups: groups.map((group) => group.group_code) };
}
