import { gtinOf } from "../catalogue/gtin";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-rules";

/** The most lines one paste or file may hold: as many as a cart. */
export const QUICK_ORDER_MAX_LINES = MAX_CART_LINES;

/** A line of a quick order as read: a barcode and a quantity, an item's size and width, or neither. */
export type QuickLine =
  | { line: number; text: string; kind: "upc"; gtin: string | undefined; quantity: number }
  | {
      line: number;
      text: string;
      kind: "item";
      itemNumber: string;
      size: string;
      width: string;
      quantity: number;
    }
  | { line: number; text: string; kind: "unreadable" };

const QUANTITY = /^\d{1,5}$/;

/**
 * Reads a quick order (issue 51 §1): one line per item, cells separated by tabs, commas, semicolons or spaces
 * (a block copied from a spreadsheet, or typed): `UPC quantity` (a UPC-A, EAN-13 or GTIN-14; one with a wrong
 * check digit stays a barcode the catalogue will not know), or `item size [width] quantity` (`22592-600 8 M 6`).
 * Blank lines are skipped, and a first line without a digit (a spreadsheet's header). A line that is neither
 * form is `unreadable`; it never stops the lines after it. `line` counts from 1, as the buyer sees their paste.
 */
export function quickOrderLines(text: string): QuickLine[] {
  const lines: QuickLine[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || (lines.length === 0 && !/\d/.test(trimmed))) continue;
    const cells = trimmed.split(/[\t,;\s]+/).filter(Boolean);
    const last = cells.at(-1) ?? "";
    const quantity = QUANTITY.test(last) ? Number(last) : 0;
    const [first = "", second = "", third = ""] = cells;
    if (quantity < 1 || quantity > MAX_LINE_QUANTITY) lines.push({ line, text: trimmed, kind: "unreadable" });
    else if (cells.length === 2 && /^\d{8,14}$/.test(first))
      lines.push({ line, text: trimmed, kind: "upc", gtin: gtinOf(first), quantity });
    else if (
      (cells.length === 3 || cells.length === 4) &&
      /^[A-Za-z0-9][A-Za-z0-9._/-]*-[A-Za-z0-9]+$/.test(first)
    )
      lines.push({
        line,
        text: trimmed,
        kind: "item",
        itemNumber: first,
        size: second.toUpperCase(),
        width: cells.length === 4 ? third.toUpperCase() : "",
        quantity,
      });
    else lines.push({ line, text: trimmed, kind: "unreadable" });
  }
  return lines;
}
