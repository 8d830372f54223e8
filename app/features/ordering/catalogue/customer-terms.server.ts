import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { priceBuyerOf, pricesForBuyer } from "../pricing/buyer-prices.server";
import { isSizeScale, SIZE_SCALES } from "./size-scales";

/** A customer as staff pick one: its ERP number and the name it trades under. */
export interface CustomerChoice {
  customerNumber: string;
  name: string;
}

/** The customers staff may make a priced line sheet for, by name: every customer the ERP sent. */
export async function customerChoices(database: Database): Promise<CustomerChoice[]> {
  const rows = await database.db
    .selectFrom("customers")
    .select(["customer_number", "legal_name", "operating_name"])
    .orderBy("legal_name")
    .execute();
  return rows.map((row) => ({
    customerNumber: row.customer_number,
    name: row.operating_name || row.legal_name,
  }));
}

/** A customer by its number, as documents name it; undefined for a number the ERP never sent. */
export async function customerNamed(
  database: Database,
  customerNumber: string,
): Promise<CustomerChoice | undefined> {
  const row = await database.db
    .selectFrom("customers")
    .select(["customer_number", "legal_name"])
    .where("customer_number", "=", customerNumber)
    .executeTakeFirst();
  return row && { customerNumber: row.customer_number, name: row.legal_name };
}

/** What a customer's line sheet says of one colourway. */
export interface ColourwayTerms {
  /** The customer's price, lowest and highest of its SKUs (equal when every size costs the same), in cents. */
  price: { low: number; high: number } | null;
  msrpCents: number;
  /** The sizes it is made in, in the size run's order, and its widths. */
  sizes: string[];
  widths: string[];
  /** The first day a receipt is expected from today on (`2026-12-15`), or null. */
  nextDelivery: string | null;
}

/**
 * The terms of each colourway of `itemNumbers` for one customer on the head office's day of `now`: its price by
 * the one rule (decision 324), MSRP, size run and next delivery. A colourway the catalogue does not have is
 * absent.
 */
export async function colourwayTerms(
  database: Database,
  customerNumber: string,
  itemNumbers: readonly string[],
  now = Date.now(),
): Promise<Map<string, ColourwayTerms>> {
  if (itemNumbers.length === 0) return new Map();
  const [skus, prices] = await Promise.all([
    database.db
      .selectFrom("catalogue_skus")
      .innerJoin("catalogue_colourways", "catalogue_colourways.item_number", "catalogue_skus.item_number")
      .innerJoin("catalogue_styles", "catalogue_styles.style_number", "catalogue_colourways.style_number")
      .leftJoin("catalogue_stock", "catalogue_stock.gtin", "catalogue_skus.gtin")
      .select([
        "catalogue_skus.gtin",
        "catalogue_skus.item_number",
        "catalogue_skus.size",
        "catalogue_skus.width",
        "catalogue_styles.size_scale",
        "catalogue_styles.msrp_cents",
        "catalogue_stock.incoming_quantity",
        "catalogue_stock.incoming_date",
      ])
      .where("catalogue_skus.item_number", "in", [...itemNumbers])
      .execute(),
    pricesForBuyer(database, await priceBuyerOf(database, customerNumber), itemNumbers, now),
  ]);
  const today = companyDay(now);
  const terms = new Map<string, ColourwayTerms>();
  const scaleOf = new Map<string, string>();
  for (const sku of skus) {
    scaleOf.set(sku.item_number, sku.size_scale);
    const entry = terms.get(sku.item_number) ?? {
      price: null,
      msrpCents: sku.msrp_cents,
      sizes: [],
      widths: [],
      nextDelivery: null,
    };
    const price = prices.get(sku.gtin)?.cents;
    if (price !== undefined)
      entry.price = {
        low: Math.min(entry.price?.low ?? price, price),
        high: Math.max(entry.price?.high ?? price, price),
      };
    if (!entry.sizes.includes(sku.size)) entry.sizes.push(sku.size);
    if (sku.width && !entry.widths.includes(sku.width)) entry.widths.push(sku.width);
    const coming = sku.incoming_date && (sku.incoming_quantity ?? 0) > 0 && sku.incoming_date >= today;
    if (coming && (!entry.nextDelivery || (sku.incoming_date ?? "") < entry.nextDelivery))
      entry.nextDelivery = sku.incoming_date;
    terms.set(sku.item_number, entry);
  }
  // Sizes and widths in the order their scale reads.
  for (const [item, entry] of terms) {
    const scale = scaleOf.get(item) ?? "";
    if (!isSizeScale(scale)) continue;
    const { sizes, widths } = SIZE_SCALES[scale];
    const order = (list: readonly string[]) => (value: string) => list.indexOf(value);
    entry.sizes.sort((a, b) => order(sizes)(a) - order(sizes)(b));
    entry.widths.sort((a, b) => order(widths)(a) - order(widths)(b));
  }
  return terms;
}
