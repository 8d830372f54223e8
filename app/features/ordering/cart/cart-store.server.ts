import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { availableToSell, nextReceipt } from "../catalogue/stock-status";
import { priceBuyerOf, pricesForBuyer } from "../pricing/buyer-prices.server";
import { inWholeCases, MAX_CART_LINES, MAX_LINE_QUANTITY, type ShortageChoice } from "./cart-rules";

/** Whose cart: the buyer's own, priced for the customer they buy for (both from the session, never a request). */
export interface CartOwner {
  buyerId: number;
  customerNumber: string;
}

/** A cart line as the cart, the checkout and the order read it. */
export interface CartLine {
  gtin: string;
  itemNumber: string;
  styleNumber: string;
  brand: string;
  styleName: { en: string; fr: string };
  colourName: { en: string; fr: string };
  size: string;
  width: string;
  casePack: number;
  quantity: number;
  /** The buyer's price now, in cents; null when no list of theirs prices it any more. */
  priceCents: number | null;
  /** Available to sell now. */
  available: number;
  incoming: { quantity: number; date: string } | null;
  shortage: ShortageChoice | null;
  addedAt: number;
}

/** Rows asked for at once in an `in (…)` list: well inside both engines' limits on parameters. */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) out.push(values.slice(start, start + CHUNK));
  return out;
}

/** The cart's lines, oldest first, each with its SKU's words, the buyer's price and what is available now. */
export async function cartLines(database: Database, owner: CartOwner, now = Date.now()): Promise<CartLine[]> {
  const rows = await database.db
    .selectFrom("cart_lines")
    .innerJoin("catalogue_skus", "catalogue_skus.gtin", "cart_lines.gtin")
    .innerJoin("catalogue_colourways", "catalogue_colourways.item_number", "catalogue_skus.item_number")
    .innerJoin("catalogue_styles", "catalogue_styles.style_number", "catalogue_colourways.style_number")
    .leftJoin("catalogue_stock", "catalogue_stock.gtin", "cart_lines.gtin")
    .select([
      "cart_lines.gtin",
      "cart_lines.quantity",
      "cart_lines.shortage",
      "cart_lines.added_at",
      "catalogue_skus.item_number",
      "catalogue_skus.size",
      "catalogue_skus.width",
      "catalogue_skus.case_pack",
      "catalogue_colourways.colour_name_en",
      "catalogue_colourways.colour_name_fr",
      "catalogue_styles.style_number",
      "catalogue_styles.brand",
      "catalogue_styles.name_en",
      "catalogue_styles.name_fr",
      "catalogue_stock.erp_ats",
      "catalogue_stock.reserved",
      "catalogue_stock.incoming_quantity",
      "catalogue_stock.incoming_date",
    ])
    .where("cart_lines.buyer_id", "=", owner.buyerId)
    .orderBy("cart_lines.added_at")
    .orderBy("cart_lines.gtin")
    .execute();
  const items = [...new Set(rows.map((row) => row.item_number))];
  const prices = await pricesForBuyer(
    database,
    await priceBuyerOf(database, owner.customerNumber),
    items,
    now,
    rows.map((row) => row.gtin),
  );
  const today = companyDay(now);
  return rows.map((row) => ({
    gtin: row.gtin,
    itemNumber: row.item_number,
    styleNumber: row.style_number,
    brand: row.brand,
    styleName: { en: row.name_en, fr: row.name_fr },
    colourName: { en: row.colour_name_en, fr: row.colour_name_fr },
    size: row.size,
    width: row.width,
    casePack: row.case_pack,
    quantity: row.quantity,
    priceCents: prices.get(row.gtin)?.cents ?? null,
    available: availableToSell(row.erp_ats ?? 0, row.reserved ?? 0),
    incoming: nextReceipt(row.incoming_quantity ?? 0, row.incoming_date ?? null, today),
    shortage: row.shortage,
    addedAt: row.added_at,
  }));
}

/** A quantity asked for one SKU, by its GTIN-14. */
export interface CartEntry {
  gtin: string;
  quantity: number;
}

/**
 * What became of each entry asked: added (its quantity, and what was asked when whole case packs rounded it
 * up), or refused: a SKU the catalogue does not have, one no price list of the customer's prices, or a cart or
 * line already at its limit.
 */
export type EntryOutcome =
  | { gtin: string; status: "added"; quantity: number; asked: number; casePack: number }
  | { gtin: string; status: "unknown" | "notOrderable" | "tooMany"; asked: number };

/**
 * Adds `entries` to the owner's cart in one transaction: each SKU's quantity in whole case packs, added to what
 * the cart already holds of it (an entry named twice counts twice). Nothing is refused silently: every entry
 * has its outcome, in the order given.
 */
export async function addToCart(
  database: Database,
  owner: CartOwner,
  entries: readonly CartEntry[],
  now = Date.now(),
): Promise<EntryOutcome[]> {
  const gtins = [...new Set(entries.map((entry) => entry.gtin))];
  const skus = new Map<string, { itemNumber: string; casePack: number }>();
  for (const part of chunks(gtins)) {
    const rows = await database.db
      .selectFrom("catalogue_skus")
      .select(["gtin", "item_number", "case_pack"])
      .where("gtin", "in", part)
      .execute();
    for (const row of rows) skus.set(row.gtin, { itemNumber: row.item_number, casePack: row.case_pack });
  }
  const prices = await pricesForBuyer(
    database,
    await priceBuyerOf(database, owner.customerNumber),
    [...new Set([...skus.values()].map((sku) => sku.itemNumber))],
    now,
    [...skus.keys()],
  );
  return database.db.transaction().execute(async (tx) => {
    const held = new Map<string, number>();
    for (const row of await tx
      .selectFrom("cart_lines")
      .select(["gtin", "quantity"])
      .where("buyer_id", "=", owner.buyerId)
      .execute())
      held.set(row.gtin, row.quantity);
    const before = new Set(held.keys());
    const outcomes = entries.map((entry): EntryOutcome => {
      const sku = skus.get(entry.gtin);
      if (!sku) return { gtin: entry.gtin, status: "unknown", asked: entry.quantity };
      if (!prices.has(entry.gtin)) return { gtin: entry.gtin, status: "notOrderable", asked: entry.quantity };
      const quantity = inWholeCases(entry.quantity, sku.casePack);
      const total = (held.get(entry.gtin) ?? 0) + quantity;
      if (total > MAX_LINE_QUANTITY || (!held.has(entry.gtin) && held.size >= MAX_CART_LINES))
        return { gtin: entry.gtin, status: "tooMany", asked: entry.quantity };
      held.set(entry.gtin, total);
      return { gtin: entry.gtin, status: "added", quantity, asked: entry.quantity, casePack: sku.casePack };
    });
    const changed = [...new Set(outcomes.filter((outcome) => outcome.status === "added").map((o) => o.gtin))];
    const fresh = changed.filter((gtin) => !before.has(gtin));
    for (const part of chunks(fresh))
      await tx
        .insertInto("cart_lines")
        .values(
          part.map((gtin) => ({
            buyer_id: owner.buyerId,
            gtin,
            quantity: held.get(gtin) ?? 0,
            shortage: null,
            added_at: now,
            updated_at: now,
          })),
        )
        .execute();
    for (const gtin of changed.filter((each) => before.has(each)))
      await tx
        .updateTable("cart_lines")
        .set({ quantity: held.get(gtin) ?? 0, updated_at: now })
        .where("buyer_id", "=", owner.buyerId)
        .where("gtin", "=", gtin)
        .execute();
    return outcomes;
  });
}

/** A change the cart page sends for one line: a new quantity (0 removes it), and the buyer's shortage choice. */
export interface LineChange {
  gtin: string;
  quantity: number;
  shortage: ShortageChoice | null;
}

/**
 * Changes lines of the owner's cart: each quantity in whole case packs (a quantity rounded up is reported by
 * the gtin, with what was asked), 0 removes the line. Lines the cart does not hold are left alone.
 */
export async function changeCartLines(
  database: Database,
  owner: CartOwner,
  changes: readonly LineChange[],
  now = Date.now(),
): Promise<{ rounded: { gtin: string; asked: number; quantity: number }[] }> {
  return database.db.transaction().execute(async (tx) => {
    const rounded: { gtin: string; asked: number; quantity: number }[] = [];
    const packs = new Map<string, number>();
    for (const part of chunks(changes.map((change) => change.gtin)))
      for (const row of await tx
        .selectFrom("catalogue_skus")
        .select(["gtin", "case_pack"])
        .where("gtin", "in", part)
        .execute())
        packs.set(row.gtin, row.case_pack);
    for (const change of changes) {
      const line = tx
        .updateTable("cart_lines")
        .where("buyer_id", "=", owner.buyerId)
        .where("gtin", "=", change.gtin);
      if (change.quantity <= 0) {
        await tx
          .deleteFrom("cart_lines")
          .where("buyer_id", "=", owner.buyerId)
          .where("gtin", "=", change.gtin)
          .execute();
        continue;
      }
      const quantity = Math.min(
        MAX_LINE_QUANTITY,
        inWholeCases(change.quantity, packs.get(change.gtin) ?? 1),
      );
      if (quantity !== change.quantity) rounded.push({ gtin: change.gtin, asked: change.quantity, quantity });
      await line.set({ quantity, shortage: change.shortage, updated_at: now }).execute();
    }
    return { rounded };
  });
}

/** How many lines the buyer's cart holds, for the link to it on every trade page. */
export async function cartLineCount(database: Database, buyerId: number): Promise<number> {
  const row = await database.db
    .selectFrom("cart_lines")
    .select((select) => select.fn.countAll().as("lines"))
    .where("buyer_id", "=", buyerId)
    .executeTakeFirst();
  return Number(row?.lines ?? 0);
}

/** Empties the owner's cart. */
export async function emptyCart(database: Database, owner: CartOwner): Promise<void> {
  await database.db.deleteFrom("cart_lines").where("buyer_id", "=", owner.buyerId).execute();
}
