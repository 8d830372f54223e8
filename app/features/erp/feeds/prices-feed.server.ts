import { gtinOf, PRICE_LIST_KINDS, type PriceListKind } from "~/features/ordering";
import type { PriceColumn } from "./columns";
import { centsOf, isErpCode, isoDateOf } from "./feed-cells";
import type { FeedRow, RefusedRow, RowProblem } from "./feed-csv.server";

/** An item number: style and colour, as the product feed gives them (`22592-600`). */
const ITEM_MAX_LENGTH = 40;
/** The only currency the site sells in. */
const CURRENCY = "CAD";

export interface PriceListRecord {
  code: string;
  kind: PriceListKind;
  applies_to: string;
  starts_on: string | null;
  ends_on: string | null;
}

export interface PriceRecord {
  list_code: string;
  item_number: string;
  /** A SKU's GTIN-14, or empty for the whole colourway. */
  gtin: string;
  price_cents: number;
}

/** A price as a row of the file gave it. */
export interface FeedPrice {
  record: PriceRecord;
  line: number;
  cells: string[];
}

/** What a price feed's rows say: each list once (as its first row gives it), its prices, the rows refused. */
export interface PriceFeed {
  lists: Map<string, PriceListRecord & { line: number }>;
  prices: FeedPrice[];
  refused: RefusedRow[];
}

const isKind = (value: string): value is PriceListKind =>
  (PRICE_LIST_KINDS as readonly string[]).includes(value);

/** The first problem of a row on its own, in the order a person fixing the file would read its cells. */
function problemOf(row: FeedRow<PriceColumn>): RowProblem | undefined {
  for (const column of ["list", "list_kind", "item", "price"] as const)
    if (row.cell(column) === "") return { code: "missing", column };
  if (!isErpCode(row.cell("list"))) return { code: "badCode", column: "list" };
  const kind = row.cell("list_kind").toLowerCase();
  if (!isKind(kind)) return { code: "badListKind", column: "list_kind" };
  const appliesTo = row.cell("applies_to");
  if (kind === "base" && appliesTo !== "") return { code: "notForBase", column: "applies_to" };
  if (kind !== "base" && appliesTo === "") return { code: "missing", column: "applies_to" };
  if (appliesTo !== "" && !isErpCode(appliesTo)) return { code: "badCode", column: "applies_to" };
  for (const column of ["starts_on", "ends_on"] as const)
    if (row.cell(column) !== "" && !isoDateOf(row.cell(column))) return { code: "badDate", column };
  if (
    row.cell("starts_on") !== "" &&
    row.cell("ends_on") !== "" &&
    row.cell("ends_on") < row.cell("starts_on")
  )
    return { code: "endsBeforeStart", column: "ends_on" };
  if (row.cell("item").length > ITEM_MAX_LENGTH) return { code: "tooLong", column: "item" };
  if (row.cell("upc") !== "" && !gtinOf(row.cell("upc"))) return { code: "badGtin", column: "upc" };
  if (!centsOf(row.cell("price"))) return { code: "badMoney", column: "price" };
  const currency = row.cell("currency").toUpperCase();
  if (currency !== "" && currency !== CURRENCY) return { code: "badCurrency", column: "currency" };
  return undefined;
}

/** The list a row names, as the row gives it. */
function listOf(row: FeedRow<PriceColumn>): PriceListRecord {
  return {
    code: row.cell("list"),
    kind: row.cell("list_kind").toLowerCase() as PriceListKind,
    applies_to: row.cell("applies_to"),
    starts_on: row.cell("starts_on") || null,
    ends_on: row.cell("ends_on") || null,
  };
}

const sameList = (a: PriceListRecord, b: PriceListRecord) =>
  a.kind === b.kind &&
  a.applies_to === b.applies_to &&
  a.starts_on === b.starts_on &&
  a.ends_on === b.ends_on;

/**
 * A price feed's rows as lists and their prices (`docs/feeds/prices.md`). Every row of a list repeats what the
 * list is (kind, whom it applies to, its days): a row that says otherwise than the list's first row is refused,
 * as is a row pricing a colourway or SKU its list already priced.
 */
export function priceFeedOf(rows: readonly FeedRow<PriceColumn>[]): PriceFeed {
  const feed: PriceFeed = { lists: new Map(), prices: [], refused: [] };
  const priced = new Map<string, number>();
  const refuse = (row: FeedRow<PriceColumn>, problem: RowProblem) =>
    feed.refused.push({ line: row.line, problem, cells: row.cells });
  for (const row of rows) {
    const problem = problemOf(row);
    if (problem) {
      refuse(row, problem);
      continue;
    }
    const list = listOf(row);
    const first = feed.lists.get(list.code);
    if (first && !sameList(first, list)) {
      refuse(row, { code: "conflictingList", column: "list", otherLine: first.line });
      continue;
    }
    const gtin = row.cell("upc") === "" ? "" : (gtinOf(row.cell("upc")) ?? "");
    const key = `${list.code}|${row.cell("item")}|${gtin}`;
    const earlier = priced.get(key);
    if (earlier !== undefined) {
      refuse(row, { code: "duplicatePrice", column: gtin ? "upc" : "item", otherLine: earlier });
      continue;
    }
    priced.set(key, row.line);
    if (!first) feed.lists.set(list.code, { ...list, line: row.line });
    feed.prices.push({
      record: {
        list_code: list.code,
        item_number: row.cell("item"),
        gtin,
        price_cents: centsOf(row.cell("price")) ?? 0,
      },
      line: row.line,
      cells: row.cells,
    });
  }
  return feed;
}
