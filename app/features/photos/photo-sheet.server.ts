import { type Options, stringify } from "csv-stringify/sync";
import type { ResolvedItem } from "./batch-schema";
import { CSV_HEADER, PHOTO_PATH } from "./constants";
import { photoPath } from "./photo-source.server";

const CSV_OPTIONS: Options = { record_delimiter: "unix" };

/** Rows per piece of the sheet: about 50 kB of text, which the socket takes in a write or two. */
export const ROWS_PER_PIECE = 512;

/**
 * The spec's sheet: `Item Number,Image URL`, then one line per image, linked from the public site. It comes
 * in pieces of ROWS_PER_PIECE rows, each produced only when the previous one has been taken, so a sheet of
 * hundreds of thousands of rows never sits whole in memory nor blocks the server while it is built.
 * Each piece is escaped by csv-stringify; together they are the bytes one call over every row would give.
 */
export function* photoSheet(
  items: Iterable<ResolvedItem>,
  publicSiteOrigin: string,
): Generator<string, void, undefined> {
  let rows: string[][] = [[...CSV_HEADER]];
  for (const { item, photos } of items) {
    for (const fileName of photos) {
      rows.push([item, new URL(`${PHOTO_PATH}/${photoPath(item, fileName)}`, publicSiteOrigin).href]);
      if (rows.length === ROWS_PER_PIECE) {
        yield stringify(rows, CSV_OPTIONS);
        rows = [];
      }
    }
  }
  if (rows.length > 0) yield stringify(rows, CSV_OPTIONS);
}
