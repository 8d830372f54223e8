import { csvRecords } from "~/lib/csv-text";
import { isStorableText } from "~/lib/text-rules";

/** Why a row of a feed was refused, by code; `column` names the cell at fault (the feeds page words it). */
export interface RowProblem {
  code:
    | "columnCount"
    | "formula"
    | "unreadable"
    | "missing"
    | "badGtin"
    | "duplicateGtin"
    | "gtinTaken"
    | "unknownBrand"
    | "unknownSizeScale"
    | "sizeNotInScale"
    | "widthNotInScale"
    | "badGender"
    | "badMoney"
    | "badCount"
    | "conflictingStyle"
    | "conflictingColourway"
    | "duplicateSku"
    | "tooLong"
    | "unknownSku"
    | "badDate"
    | "badCode"
    | "badListKind"
    | "notForBase"
    | "endsBeforeStart"
    | "badCurrency"
    | "conflictingList"
    | "duplicatePrice"
    | "unknownColourway"
    | "skuOfOtherColourway"
    | "badLanguage"
    | "badStatus"
    | "badTaxNumber"
    | "badProvince"
    | "badPostalCode"
    | "conflictingCustomer"
    | "duplicateShipTo"
    | "badPrepacks"
    | "badFlag";
  column?: string;
  /** The line of the file the row repeats or contradicts. */
  otherLine?: number;
}

/** A row refused, with where it was in the file and the cells as they came. */
export interface RefusedRow {
  line: number;
  problem: RowProblem;
  cells: string[];
}

/** A row of a feed by its columns' names, and the line of the file it starts on (1 is the header). */
export interface FeedRow<Column extends string> {
  line: number;
  cell(column: Column): string;
  cells: string[];
}

/**
 * A row read from a feed file. One class, its cells looked up by the file's column positions, rather than a
 * closure per row: a 60,000-row file held 60,000 closures and their contexts until it was applied.
 */
class CsvRow<Column extends string> implements FeedRow<Column> {
  constructor(
    readonly line: number,
    readonly cells: string[],
    private readonly indexOf: ReadonlyMap<string, number>,
  ) {}

  cell(column: Column): string {
    const at = this.indexOf.get(column);
    return at === undefined ? "" : (this.cells[at] ?? "");
  }
}

/** Why a whole file was refused, by code. */
export type FileProblem =
  | { code: "notUtf8" }
  | { code: "empty" }
  | { code: "unparsable"; line: number }
  | { code: "missingColumns"; columns: string[] }
  | { code: "tooManyRefused" }
  /** A stock file whose rows do not all say one mode (`snapshot` or `delta`). */
  | { code: "badMode" };

export type FeedReading<Column extends string> =
  | { ok: true; header: string[]; rows: FeedRow<Column>[]; refused: RefusedRow[] }
  | { ok: false; problem: FileProblem };

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `@`, or `-` before anything but a number), or one
 * holding a tab or a control character: an ERP never writes one, so it is refused rather than stored where
 * a later export could carry it into someone's spreadsheet.
 */
const FORMULA_CELL = /^\s*([=+@\uFF1D\uFF0B\uFF20]|-(?![\d.]))|\t/;

/**
 * A feed file as rows (ERP feed layouts in `docs/feeds/`): UTF-8 with or without a byte order mark, commas or
 * semicolons, CRLF or LF line ends, quoted cells per RFC 4180, each cell trimmed (`csvRecords`). Header names
 * are matched without regard to case or surrounding spaces; columns the layout does not know are ignored. A row with the wrong number of cells, a
 * formula-looking cell or text no one could have typed is refused; the file is refused whole when it is not
 * UTF-8, empty, unparsable or lacks a `required` column.
 */
export function readFeedCsv<Column extends string>(
  bytes: Uint8Array,
  required: readonly Column[],
  optional: readonly Column[] = [],
): FeedReading<Column> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, problem: { code: "notUtf8" } };
  }
  if (text.trim() === "") return { ok: false, problem: { code: "empty" } };
  let records: string[][];
  let lines: number[];
  try {
    ({ records, lines } = csvRecords(text));
  } catch (error) {
    const line = error instanceof Error && "lines" in error ? Number(error.lines) : 0;
    return { ok: false, problem: { code: "unparsable", line } };
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.toLowerCase());
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length > 0) return { ok: false, problem: { code: "missingColumns", columns: missing } };
  const indexOf = new Map<string, number>();
  for (const column of [...required, ...optional]) {
    const index = names.indexOf(column);
    if (index >= 0) indexOf.set(column, index);
  }
  const rows: FeedRow<Column>[] = [];
  const refused: RefusedRow[] = [];
  for (const [index, record] of body.entries()) {
    const line = lines[index + 1] ?? 0;
    if (record.length !== names.length) {
      refused.push({ line, problem: { code: "columnCount" }, cells: record });
      continue;
    }
    const formula = record.findIndex((value) => FORMULA_CELL.test(value));
    const unreadable = record.findIndex((value) => !isStorableText(value));
    if (formula >= 0 || unreadable >= 0) {
      const at = formula >= 0 ? formula : unreadable;
      refused.push({
        line,
        problem: { code: formula >= 0 ? "formula" : "unreadable", column: names[at] },
        cells: record,
      });
      continue;
    }
    rows.push(new CsvRow<Column>(line, record, indexOf));
  }
  return { ok: true, header, rows, refused };
}
