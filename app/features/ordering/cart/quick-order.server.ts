import type { Database } from "~/lib/database.server";
import { spreadsheetRows } from "~/lib/spreadsheet-file.server";
import { addToCart, type CartOwner, type EntryOutcome } from "./cart-store.server";
import type { QuickLine, QuickLineSource, QuickOrderRow } from "./quick-order-lines";

/** What became of one line of a quick order: its SKU's outcome, or why no SKU was found for it. */
export type QuickOutcome = QuickLineSource &
  ({ outcome: EntryOutcome; item: string; size: string } | { outcome: { status: "unknown" | "unreadable" } });

/**
 * The most an upload to quick order may weigh, the paste box with it: a 2,000-row order sheet is some 50 kB
 * as CSV and less as a workbook, whatever formatting it carries besides.
 */
export const QUICK_ORDER_UPLOAD_LIMIT_BYTES = 2 ** 20;

/**
 * A quick order's file as rows (`spreadsheetRows`: CSV, or an XLSX workbook's first sheet), each named by
 * `file` and numbered as the sheet numbers it; or why it cannot be read.
 */
export async function quickOrderFileRows(
  bytes: Uint8Array,
  file: string,
): Promise<QuickOrderRow[] | "unreadable" | "tooLarge"> {
  const reading = await spreadsheetRows(bytes);
  if (!reading.ok) return reading.problem;
  return reading.rows.map(({ row, cells }) => ({ line: row, file, cells }));
}

/**
 * Adds a quick order's lines to the owner's cart (issue 51 §1): each line found by its barcode or by its item,
 * size and width, then added as the grid's quantities are (whole case packs, said). Every line has its outcome,
 * in order; a bad line never drops the good ones.
 */
export async function addQuickOrder(
  database: Database,
  owner: CartOwner,
  lines: readonly QuickLine[],
  now = Date.now(),
): Promise<QuickOutcome[]> {
  const items = [...new Set(lines.flatMap((line) => (line.kind === "item" ? [line.itemNumber] : [])))];
  const gtins = lines.flatMap((line) => (line.kind === "upc" && line.gtin ? [line.gtin] : []));
  const skus = new Map<string, { gtin: string; item: string; size: string }>();
  const byCell = new Map<string, string>();
  for (let start = 0; start < Math.max(items.length, gtins.length); start += 500) {
    const someItems = items.slice(start, start + 500);
    const someGtins = gtins.slice(start, start + 500);
    const rows = await database.db
      .selectFrom("catalogue_skus")
      .select(["gtin", "item_number", "size", "width"])
      .where((where) =>
        where.or([
          ...(someItems.length > 0 ? [where("item_number", "in", someItems)] : []),
          ...(someGtins.length > 0 ? [where("gtin", "in", someGtins)] : []),
        ]),
      )
      .execute();
    for (const row of rows) {
      const size = row.width ? `${row.size} ${row.width}` : row.size;
      skus.set(row.gtin, { gtin: row.gtin, item: row.item_number, size });
      byCell.set(`${row.item_number}|${row.size.toUpperCase()}|${row.width.toUpperCase()}`, row.gtin);
    }
  }
  const found = lines.map((line) => {
    if (line.kind === "unreadable") return undefined;
    const gtin =
      line.kind === "upc" ? line.gtin : byCell.get(`${line.itemNumber}|${line.size}|${line.width}`);
    return gtin && skus.has(gtin) ? { gtin, quantity: line.quantity } : undefined;
  });
  const outcomes = await addToCart(
    database,
    owner,
    found.flatMap((entry) => (entry ? [entry] : [])),
    now,
  );
  let next = 0;
  return lines.map((line, index): QuickOutcome => {
    const entry = found[index];
    const source: QuickLineSource = { line: line.line, text: line.text };
    if (line.file !== undefined) source.file = line.file;
    if (!entry)
      return { ...source, outcome: { status: line.kind === "unreadable" ? "unreadable" : "unknown" } };
    const outcome = outcomes[next++] as EntryOutcome;
    const sku = skus.get(entry.gtin);
    return { ...source, outcome, item: sku?.item ?? "", size: sku?.size ?? "" };
  });
}
