import type { Database } from "~/lib/database.server";
import { collator as collatorOf } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { colourwayPrices, priceBuyerOf } from "../pricing/buyer-prices.server";
import { catalogueStyles, type FacetCounts, type IndexedStyle, matchStyles } from "./catalogue-index.server";
import { CATALOGUE_PAGE_SIZE, type CatalogueQuery } from "./catalogue-query";
import { colourwayStock } from "./colourway-stock.server";
import { gtinOf } from "./gtin";

/** A colourway in the results: its price range for the buyer, what it has to sell and what is coming. */
export interface ResultColourway {
  itemNumber: string;
  colourName: { en: string; fr: string };
  /** The buyer's price, lowest and highest of its SKUs, in cents; null when no list of theirs prices it. */
  price: { low: number; high: number } | null;
  /** Units available to sell over all its sizes. */
  ats: number;
  /** The first receipt due from today on. */
  nextReceipt: string | null;
}

export interface ResultStyle extends Omit<IndexedStyle, "colourways" | "text"> {
  colourways: ResultColourway[];
}

export interface CatalogueResults {
  /** Styles matched in all, and the page shown of them (from 1). */
  total: number;
  page: number;
  pages: number;
  styles: ResultStyle[];
  counts: FacetCounts;
}

function byName(language: "en" | "fr") {
  const collator = collatorOf(LANGUAGE_LOCALES[language]);
  return (a: IndexedStyle, b: IndexedStyle) =>
    collator.compare(a.name[language], b.name[language]) || a.styleNumber.localeCompare(b.styleNumber);
}

/**
 * A page of the catalogue for one customer's buyer (issue 50 §5): the styles the query matches, sorted, with
 * each colourway's price for `customerNumber` (the session's, never one a request names), its units to sell
 * and next receipt, and every filter's counts. `language` orders names the buyer's way.
 */
export async function searchCatalogue(
  database: Database,
  customerNumber: string,
  query: CatalogueQuery,
  language: "en" | "fr",
  now = Date.now(),
): Promise<CatalogueResults> {
  const [styles, stock] = await Promise.all([catalogueStyles(database), colourwayStock(database, now)]);
  const { matched, counts } = matchStyles(styles, query);
  let ordered: IndexedStyle[];
  if (query.sort === "available") {
    const units = (style: IndexedStyle) =>
      style.colourways.reduce((sum, colourway) => sum + (stock.get(colourway.itemNumber)?.ats ?? 0), 0);
    const name = byName(language);
    ordered = matched
      .map((style) => ({ style, units: units(style) }))
      .sort((a, b) => b.units - a.units || name(a.style, b.style))
      .map(({ style }) => style);
  } else {
    ordered =
      query.sort === "style"
        ? matched.toSorted((a, b) => a.styleNumber.localeCompare(b.styleNumber, "en", { numeric: true }))
        : matched.toSorted(byName(language));
  }
  const pages = Math.max(1, Math.ceil(ordered.length / CATALOGUE_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const shown = ordered.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE);
  const items = shown.flatMap((style) => style.colourways.map((colourway) => colourway.itemNumber));
  const range = await colourwayPrices(database, await priceBuyerOf(database, customerNumber), items, now);
  return {
    total: ordered.length,
    page,
    pages,
    counts,
    styles: shown.map(({ colourways, text: _text, ...style }) => ({
      ...style,
      colourways: colourways.map((colourway) => ({
        itemNumber: colourway.itemNumber,
        colourName: colourway.colourName,
        price: range.get(colourway.itemNumber) ?? null,
        ats: stock.get(colourway.itemNumber)?.ats ?? 0,
        nextReceipt: stock.get(colourway.itemNumber)?.nextReceipt ?? null,
      })),
    })),
  };
}

/**
 * The SKU a scanned or typed barcode names (UPC-A, EAN-13 or GTIN-14 with a right check digit), with its
 * style and colourway; undefined when the text is no barcode or the catalogue has no such SKU.
 */
export async function skuByBarcode(
  database: Database,
  text: string,
): Promise<{ styleNumber: string; itemNumber: string; gtin: string } | undefined> {
  if (!/^\d{8,14}$/.test(text)) return undefined;
  const gtin = gtinOf(text);
  if (!gtin) return undefined;
  const row = await database.db
    .selectFrom("catalogue_skus")
    .innerJoin("catalogue_colourways", "catalogue_colourways.item_number", "catalogue_skus.item_number")
    .select(["catalogue_colourways.style_number", "catalogue_skus.item_number", "catalogue_skus.gtin"])
    .where("catalogue_skus.gtin", "=", gtin)
    .executeTakeFirst();
  return row && { styleNumber: row.style_number, itemNumber: row.item_number, gtin: row.gtin };
}

/** Every colourway the query matches, by item number, in style-number order: a buyer's line sheet of them. */
export async function catalogueItems(database: Database, query: CatalogueQuery): Promise<string[]> {
  const { matched } = matchStyles(await catalogueStyles(database), query);
  return matched
    .toSorted((a, b) => a.styleNumber.localeCompare(b.styleNumber, "en", { numeric: true }))
    .flatMap((style) => style.colourways.map((colourway) => colourway.itemNumber));
}
