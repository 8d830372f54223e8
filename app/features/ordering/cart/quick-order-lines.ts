import { gtinOf } from "../catalogue/gtin";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-rules";

/** The most lines one paste or file may hold: as many as a cart. */
export const QUICK_ORDER_MAX_LINES = MAX_CART_LINES;

/**
 * Where a line of a quick order came from: its number as the buyer sees it (the paste box's line, a sheet's
 * row) and the file it was read from, if any; its text as the buyer wrote it.
 */
export interface QuickLineSource {
  line: number;
  file?: string;
  text: string;
}

/** A line of a quick order as read: a barcode and a quantity, an item's size and width, or neither. */
export type QuickLine = QuickLineSource &
  (
    | { kind: "upc"; gtin: string | undefined; quantity: number }
    | { kind: "item"; itemNumber: string; size: string; width: string; quantity: number }
    | { kind: "unreadable" }
  );

/**
 * The kinds of file quick order reads, as a file input's `accept` says them: CSV (or text) and Excel workbooks.
 */
export const QUICK_ORDER_FILE_TYPES =
  ".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const QUANTITY = /^\d{1,5}$/;

/**
 * A barcode as typed, pasted or read from a sheet. A spreadsheet that took a UPC-A for a number dropped its
 * leading zeros (062340000010 became 62340000010): 9 to 11 digits get them back, and the check digit still
 * decides whether it is a barcode at all.
 */
function barcodeOf(code: string): string | undefined {
  return gtinOf(code.length < 12 ? code.padStart(12, "0") : code);
}

/** A line as cells (tabs, commas, semicolons or spaces between them), its number as the buyer sees it, its file. */
export interface QuickOrderRow {
  line: number;
  file?: string;
  cells: string[];
}

/**
 * Reads a quick order's rows (issue 51 §1): `UPC quantity` (a UPC-A, EAN-13 or GTIN-14; one with a wrong check
 * digit stays a barcode the catalogue will not know), or `item size [width] quantity` (`22592-600 8 M 6`).
 * Empty rows are skipped, and a first row without a digit (a spreadsheet's header). A row that is neither form
 * is `unreadable`; it never stops the rows after it.
 */
export function quickOrderRows(rows: readonly QuickOrderRow[]): QuickLine[] {
  const lines: QuickLine[] = [];
  for (const { line, file, cells: given } of rows) {
    // As the buyer wrote it: a pasted line whole, a sheet's cells with tabs between them.
    const text = given
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join("\t");
    const cells = text.split(/[\t,;\s]+/).filter(Boolean);
    if (text === "" || (lines.length === 0 && !/\d/.test(text))) continue;
    const at = file === undefined ? { line, text } : { line, file, text };
    const last = cells.at(-1) ?? "";
    const quantity = QUANTITY.test(last) ? Number(last) : 0;
    const [first = "", second = "", third = ""] = cells;
    if (quantity < 1 || quantity > MAX_LINE_QUANTITY) lines.push({ ...at, kind: "unreadable" });
    else if (cells.length === 2 && /^\d{8,14}$/.test(first))
      lines.push({ ...at, kind: "upc", gtin: barcodeOf(first), quantity });
    else if (
      (cells.length === 3 || cells.length === 4) &&
      /^[A-Za-z0-9][A-Za-z0-9._/-]*-[A-Za-z0-9]+$/.test(first)
    )
      lines.push({
        ...at,
        kind: "item",
        itemNumber: first,
        size: second.toUpperCase(),
        width: cells.length === 4 ? third.toUpperCase() : "",
        quantity,
      });
    else lines.push({ ...at, kind: "unreadable" });
  }
  return lines;
}

/** The paste box's text as rows, one a line, numbered from 1 as the buyer sees them. */
export function pastedRows(text: string): QuickOrderRow[] {
  return text.split(/\r\n|\r|\n/).map((line, index) => ({ line: index + 1, cells: [line] }));
}

/** A pasted or typed quick order, one line per item (`quickOrderRows`). */
export const quickOrderLines = (text: string): QuickLine[] => quickOrderRows(pastedRows(text));
