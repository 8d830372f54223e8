import { spreadsheetCsv } from "~/lib/spreadsheet-cell";
import type { ResolvedItem } from "../batch-schema";
import { photoPath } from "../catalogue/index.server";
import {
  CSV_HEADER,
  DEFAULT_SHEET_FORMAT,
  GOOGLE_MERCHANT_HEADER,
  PHOTO_PATH,
  SHOPIFY_HEADER,
  type SheetFormat,
} from "../constants";
import { sanitiseNamePart, viewCode } from "./file-name-template";

/** Rows per piece of the sheet: about 50 kB of text, which the socket takes in a write or two. */
export const ROWS_PER_PIECE = 512;

/** An item as a sheet lists it: its images' public links in order, and words for Shopify's alt text. */
export interface SheetItem {
  item: string;
  links: readonly string[];
  altText?: string;
}

/** The spec's links: the photos as stored, under the public site's origin (item by item, as asked). */
export function* originalLinks(
  items: Iterable<ResolvedItem>,
  publicSiteOrigin: string,
): Generator<SheetItem, void, undefined> {
  for (const { item, photos } of items) {
    yield {
      item,
      links: photos.map(
        (fileName) => new URL(`${PHOTO_PATH}/${photoPath(item, fileName)}`, publicSiteOrigin).href,
      ),
    };
  }
}

/** Shopify handles are lower-case letters, digits and dashes. */
const shopifyHandle = (item: string) =>
  sanitiseNamePart(item, "file-name").replaceAll("_", "-").toLowerCase();

function header(format: SheetFormat, views: number): string[] {
  switch (format) {
    case "links":
      return [...CSV_HEADER];
    case "shopify":
      return [...SHOPIFY_HEADER];
    case "google":
      return [...GOOGLE_MERCHANT_HEADER];
    case "perItem":
      return [CSV_HEADER[0], ...Array.from({ length: views }, (_, index) => viewCode(index + 1))];
  }
}

function rowsOf(format: SheetFormat, { item, links, altText }: SheetItem, views: number): string[][] {
  switch (format) {
    case "links":
      return links.map((link) => [item, link]);
    case "shopify":
      return links.map((link, index) => [shopifyHandle(item), link, String(index + 1), altText || item]);
    case "google":
      // Google takes the extra images as one field of comma-separated links.
      return [[item, links[0] ?? "", links.slice(1).join(",")]];
    case "perItem":
      // Every row as wide as the header: strict CSV readers refuse short rows.
      return [[item, ...links, ...Array.from({ length: views - links.length }, () => "")]];
  }
}

/**
 * The sheet in `format`: by default the spec's `Item Number,Image URL`, then one line per image. It comes
 * in pieces of ROWS_PER_PIECE rows, each produced only when the previous one has been taken, so a sheet of
 * hundreds of thousands of rows never sits whole in memory nor blocks the server while it is built.
 * (a column per view, which needs every item's count first, excepted).
 * Each piece is escaped by csv-stringify; together they are the bytes one call over every row would give,
 * the byte order mark that lets Excel read the sheet's UTF-8 at the start only (decision 290). Cells are
 * written as given, not made formula-safe: Shopify and Google would keep a leading apostrophe, and item
 * numbers and our links cannot start a formula.
 */
export function* photoSheet(
  sheetItems: Iterable<SheetItem>,
  format: SheetFormat = DEFAULT_SHEET_FORMAT,
): Generator<string, void, undefined> {
  // A column per view needs the longest item first; the other formats read items only as they are written.
  let items = sheetItems;
  let views = 0;
  if (format === "perItem") {
    const all = [...sheetItems];
    views = all.reduce((most, { links }) => Math.max(most, links.length), 0);
    items = all;
  }
  let rows: string[][] = [header(format, views)];
  let first = true;
  const piece = () => {
    const text = spreadsheetCsv(rows, { bom: first });
    first = false;
    rows = [];
    return text;
  };
  for (const item of items) {
    for (const row of rowsOf(format, item, views)) {
      rows.push(row);
      if (rows.length === ROWS_PER_PIECE) yield piece();
    }
  }
  if (rows.length > 0) yield piece();
}
