import { gtinOf } from "~/features/ordering";
import type { StockColumn } from "./columns";
import { isoDateOf } from "./feed-cells";
import type { FeedRow, FileProblem, RefusedRow, RowProblem } from "./feed-csv.server";

/** A snapshot gives every SKU's stock (one it leaves out has none); a delta only the SKUs it names. */
export type StockMode = "snapshot" | "delta";

/** The most a quantity may be: more is a typing error, not a warehouse. */
const QUANTITY_MAX = 9_999_999;

export interface StockRecord {
  gtin: string;
  erp_ats: number;
  incoming_quantity: number;
  incoming_date: string | null;
}

/** A SKU's stock as a row of the file gave it. */
export interface FeedStock {
  record: StockRecord;
  line: number;
  cells: string[];
}

export interface StockFeed {
  mode: StockMode;
  stock: FeedStock[];
  refused: RefusedRow[];
}

/** A whole number of units, 0 to QUANTITY_MAX; undefined otherwise (a negative one included). */
function quantityOf(value: string): number | undefined {
  if (!/^\d{1,7}$/.test(value)) return undefined;
  const quantity = Number(value);
  return quantity <= QUANTITY_MAX ? quantity : undefined;
}

function problemOf(row: FeedRow<StockColumn>): RowProblem | undefined {
  if (row.cell("upc") === "") return { code: "missing", column: "upc" };
  if (!gtinOf(row.cell("upc"))) return { code: "badGtin", column: "upc" };
  if (quantityOf(row.cell("ats")) === undefined) return { code: "badCount", column: "ats" };
  const incoming = row.cell("incoming_quantity");
  if (incoming !== "" && quantityOf(incoming) === undefined)
    return { code: "badCount", column: "incoming_quantity" };
  const date = row.cell("incoming_date");
  if (date !== "" && !isoDateOf(date)) return { code: "badDate", column: "incoming_date" };
  if (date === "" && (quantityOf(incoming) ?? 0) > 0) return { code: "missing", column: "incoming_date" };
  return undefined;
}

/**
 * A stock feed's rows as each SKU's stock. Every row says the file's mode (`mode`, `snapshot` when the column
 * is absent or empty): rows that disagree, or another word, refuse the file whole. A row repeating an earlier
 * row's UPC is refused.
 */
export function stockFeedOf(rows: readonly FeedRow<StockColumn>[]): StockFeed | { problem: FileProblem } {
  const modes = new Set(rows.map((row) => row.cell("mode").toLowerCase() || "snapshot"));
  const [mode = "snapshot"] = modes;
  if (modes.size > 1 || (mode !== "snapshot" && mode !== "delta")) return { problem: { code: "badMode" } };
  const feed: StockFeed = { mode, stock: [], refused: [] };
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const problem = problemOf(row);
    const gtin = gtinOf(row.cell("upc")) ?? "";
    const earlier = firstLine.get(gtin);
    if (problem || earlier !== undefined) {
      feed.refused.push({
        line: row.line,
        problem: problem ?? { code: "duplicateGtin", column: "upc", otherLine: earlier },
        cells: row.cells,
      });
      continue;
    }
    firstLine.set(gtin, row.line);
    const incoming = quantityOf(row.cell("incoming_quantity")) ?? 0;
    feed.stock.push({
      record: {
        gtin,
        erp_ats: quantityOf(row.cell("ats")) ?? 0,
        incoming_quantity: incoming,
        incoming_date: incoming > 0 ? row.cell("incoming_date") : null,
      },
      line: row.line,
      cells: row.cells,
    });
  }
  return feed;
}
