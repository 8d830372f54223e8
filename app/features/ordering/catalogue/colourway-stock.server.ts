import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { availableToSell, nextReceipt } from "./stock-status";

/** A colourway's stock over its SKUs: units available to sell, and the first receipt due from today on. */
export interface ColourwayStock {
  ats: number;
  nextReceipt: string | null;
}

interface Held {
  /** The stock feed and the head office's day the figures were summed for. */
  key: string;
  stock: Map<string, ColourwayStock>;
}

const held = new WeakMap<Database, { current?: Held; summing?: Promise<Held> }>();

/**
 * The last stock feed applied and the last order placed, by whichever instance, and the day: a change of any
 * sums again, so what an order reserves shows at once.
 */
async function stockKey(database: Database, today: string): Promise<string> {
  const [feed, order] = await Promise.all([
    database.db
      .selectFrom("erp_feeds")
      .select((eb) => eb.fn.max("id").as("id"))
      .where("kind", "=", "stock")
      .where("status", "=", "applied")
      .executeTakeFirst(),
    database.db
      .selectFrom("orders")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst(),
  ]);
  return `${Number(feed?.id ?? 0)} ${Number(order?.id ?? 0)} ${today}`;
}

async function summed(database: Database, key: string, today: string): Promise<Held> {
  const rows = await database.db
    .selectFrom("catalogue_skus")
    .innerJoin("catalogue_stock", "catalogue_stock.gtin", "catalogue_skus.gtin")
    .select([
      "catalogue_skus.item_number",
      "catalogue_stock.erp_ats",
      "catalogue_stock.reserved",
      "catalogue_stock.incoming_quantity",
      "catalogue_stock.incoming_date",
    ])
    .execute();
  const stock = new Map<string, ColourwayStock>();
  for (const row of rows) {
    const entry = stock.get(row.item_number) ?? { ats: 0, nextReceipt: null };
    entry.ats += availableToSell(row.erp_ats, row.reserved);
    const receipt = nextReceipt(row.incoming_quantity, row.incoming_date, today);
    if (receipt && (!entry.nextReceipt || receipt.date < entry.nextReceipt)) entry.nextReceipt = receipt.date;
    stock.set(row.item_number, entry);
  }
  return { key, stock };
}

/**
 * Every colourway's stock summed over its SKUs, for lists of results and their "most available" order: summed
 * once per stock feed and day (a 60,000-SKU catalogue's sums are a map of a few thousand entries), and again
 * as soon as a newer stock feed is applied or an order placed on any instance (two indexed `max(id)` per
 * request). A style's page reads its own SKUs' figures from the database instead.
 */
export async function colourwayStock(
  database: Database,
  now = Date.now(),
): Promise<Map<string, ColourwayStock>> {
  const today = companyDay(now);
  const key = await stockKey(database, today);
  let state = held.get(database);
  if (!state) {
    state = {};
    held.set(database, state);
  }
  if (state.current?.key === key) return state.current.stock;
  const own = state;
  if (!own.summing) {
    own.summing = summed(database, key, today).finally(() => {
      own.summing = undefined;
    });
  }
  const sums = await own.summing;
  if (sums.key !== key) return (await summed(database, key, today)).stock;
  own.current = sums;
  return sums.stock;
}
