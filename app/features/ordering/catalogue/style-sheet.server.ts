import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { priceBuyerOf, pricesForBuyer } from "../pricing/buyer-prices.server";
import { indexedStyle } from "./catalogue-index.server";
import { isSizeScale, SIZE_SCALES } from "./size-scales";
import { availableToSell, type CellStock, nextReceipt, type StockStatus, stockStatus } from "./stock-status";

/** One size × width cell of a colourway's grid: a SKU and what the buyer can count on of it. */
export interface GridCell extends CellStock {
  gtin: string;
  status: StockStatus;
  /** The buyer's price of this SKU in cents; null when none of their lists prices it. */
  priceCents: number | null;
  casePack: number;
}

/** A prepack of a colourway: its code, the units one holds, and its ratio per size in each width it covers. */
export interface Prepack {
  code: string;
  units: number;
  runs: { width: string; sizes: string[]; ratio: number[] }[];
  /** Its units by SKU, as the grid adds them. */
  cells: { gtin: string; quantity: number }[];
}

/** A colourway's size run: its widths (rows; one empty-named row for a scale without) by its sizes (columns). */
export interface ColourwayGrid {
  itemNumber: string;
  colourCode: string;
  colourName: { en: string; fr: string };
  sizes: string[];
  widths: string[];
  /** `cells[w][s]` for `widths[w]`, `sizes[s]`; null where the colourway is not made in that size and width. */
  cells: (GridCell | null)[][];
  /** Lowest and highest of its SKUs' prices for the buyer, in cents; null when unpriced. */
  price: { low: number; high: number } | null;
  prepacks: Prepack[];
}

export interface StyleSheet {
  styleNumber: string;
  brand: string;
  season: string;
  category: string;
  gender: string;
  sizeScale: string;
  name: { en: string; fr: string };
  description: { en: string; fr: string };
  materials: { en: string; fr: string };
  msrpCents: number;
  colourways: ColourwayGrid[];
}

/** Values in the order their scale lists them; a value the scale does not list goes last. */
function inScaleOrder(values: Iterable<string>, order: readonly string[]): string[] {
  const rank = (value: string) => {
    const at = order.indexOf(value);
    return at < 0 ? order.length : at;
  };
  return [...new Set(values)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A colourway's prepacks from its SKUs' units, each run over the sizes it covers, in the scale's order. */
function prepacksOf(
  skus: readonly { gtin: string; size: string; width: string }[],
  units: readonly { gtin: string; prepack_code: string; units: number }[],
  sizes: readonly string[],
  widths: readonly string[],
): Prepack[] {
  const byGtin = new Map(skus.map((sku) => [sku.gtin, sku]));
  const codes = new Map<string, Map<string, number>>();
  for (const unit of units) {
    if (!byGtin.has(unit.gtin)) continue;
    const held = codes.get(unit.prepack_code) ?? new Map<string, number>();
    held.set(unit.gtin, unit.units);
    codes.set(unit.prepack_code, held);
  }
  return [...codes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, held]) => {
      const runs = widths.flatMap((width) => {
        const inRun = sizes.flatMap((size) => {
          const sku = skus.find((each) => each.size === size && each.width === width);
          const count = sku ? held.get(sku.gtin) : undefined;
          return count ? [{ size, count }] : [];
        });
        return inRun.length === 0
          ? []
          : [{ width, sizes: inRun.map((each) => each.size), ratio: inRun.map((each) => each.count) }];
      });
      return {
        code,
        units: [...held.values()].reduce((sum, count) => sum + count, 0),
        runs,
        cells: [...held].map(([gtin, quantity]) => ({ gtin, quantity })),
      };
    });
}

/**
 * A style as its page shows it to one customer's buyer (issue 50 §5): its words in both languages, and for
 * each colourway the size × width grid of available to sell, next receipt and status, with the buyer's
 * price for `customerNumber` (the session's). Undefined for a style the catalogue does not have.
 */
export async function styleSheet(
  database: Database,
  customerNumber: string,
  styleNumber: string,
  now = Date.now(),
): Promise<StyleSheet | undefined> {
  const style = await indexedStyle(database, styleNumber);
  if (!style) return undefined;
  const items = style.colourways.map((colourway) => colourway.itemNumber);
  const [words, skus, prices, prepackUnits] = await Promise.all([
    database.db
      .selectFrom("catalogue_styles")
      .select(["description_en", "description_fr", "materials_en", "materials_fr"])
      .where("style_number", "=", styleNumber)
      .executeTakeFirst(),
    items.length === 0
      ? Promise.resolve([])
      : database.db
          .selectFrom("catalogue_skus")
          .leftJoin("catalogue_stock", "catalogue_stock.gtin", "catalogue_skus.gtin")
          .select([
            "catalogue_skus.gtin",
            "catalogue_skus.item_number",
            "catalogue_skus.size",
            "catalogue_skus.width",
            "catalogue_skus.case_pack",
            "catalogue_stock.erp_ats",
            "catalogue_stock.reserved",
            "catalogue_stock.incoming_quantity",
            "catalogue_stock.incoming_date",
          ])
          .where("catalogue_skus.item_number", "in", items)
          .execute(),
    pricesForBuyer(database, await priceBuyerOf(database, customerNumber), items, now),
    items.length === 0
      ? Promise.resolve([])
      : database.db
          .selectFrom("catalogue_prepack_units")
          .innerJoin("catalogue_skus", "catalogue_skus.gtin", "catalogue_prepack_units.gtin")
          .select([
            "catalogue_prepack_units.gtin",
            "catalogue_prepack_units.prepack_code",
            "catalogue_prepack_units.units",
          ])
          .where("catalogue_skus.item_number", "in", items)
          .execute(),
  ]);
  const today = companyDay(now);
  const scale = isSizeScale(style.sizeScale) ? SIZE_SCALES[style.sizeScale] : { sizes: [], widths: [] };
  const colourways = style.colourways.map((colourway): ColourwayGrid => {
    const own = skus.filter((sku) => sku.item_number === colourway.itemNumber);
    const sizes = inScaleOrder(
      own.map((sku) => sku.size),
      scale.sizes,
    );
    const widths = inScaleOrder(
      own.map((sku) => sku.width),
      scale.widths,
    );
    let price: ColourwayGrid["price"] = null;
    const cells = widths.map((width) =>
      sizes.map((size): GridCell | null => {
        const sku = own.find((each) => each.size === size && each.width === width);
        if (!sku) return null;
        const stock: CellStock = {
          ats: availableToSell(sku.erp_ats ?? 0, sku.reserved ?? 0),
          incoming: nextReceipt(sku.incoming_quantity, sku.incoming_date, today),
        };
        const priceCents = prices.get(sku.gtin)?.cents ?? null;
        if (priceCents !== null)
          price = {
            low: Math.min(price?.low ?? priceCents, priceCents),
            high: Math.max(price?.high ?? priceCents, priceCents),
          };
        return { gtin: sku.gtin, ...stock, status: stockStatus(stock), priceCents, casePack: sku.case_pack };
      }),
    );
    return {
      ...colourway,
      sizes,
      widths,
      cells,
      price,
      prepacks: prepacksOf(own, prepackUnits, sizes, widths),
    };
  });
  return {
    styleNumber: style.styleNumber,
    brand: style.brand,
    season: style.season,
    category: style.category,
    gender: style.gender,
    sizeScale: style.sizeScale,
    name: style.name,
    description: { en: words?.description_en ?? "", fr: words?.description_fr ?? "" },
    materials: { en: words?.materials_en ?? "", fr: words?.materials_fr ?? "" },
    msrpCents: style.msrpCents,
    colourways,
  };
}
