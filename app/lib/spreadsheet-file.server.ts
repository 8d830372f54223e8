import type { CellValue } from "exceljs";
import { csvRecords } from "./csv-text";

/** A row of a spreadsheet's first sheet: its cells as text, and its number as the file's author sees it. */
export interface SpreadsheetRow {
  row: number;
  cells: string[];
}

export type SpreadsheetReading =
  | { ok: true; rows: SpreadsheetRow[] }
  /** `unreadable`: neither a workbook nor CSV text; `tooLarge`: a workbook that unpacks past the limit. */
  | { ok: false; problem: "unreadable" | "tooLarge" };

/**
 * The most a workbook may unpack to, by what its zip directory declares. A 1,000-row order sheet unpacks to
 * well under 1 MB; a small upload that claims far more is a zip bomb, refused before it is inflated.
 */
const WORKBOOK_UNPACKED_LIMIT_BYTES = 16 * 2 ** 20;

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
const ZIP_DIRECTORY_END = 0x06054b50;

/**
 * What a zip file's central directory says its entries unpack to, in bytes; undefined when the directory
 * cannot be read or uses ZIP64 (sizes beyond 4 GB: no order sheet does).
 */
function declaredUnpackedBytes(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The directory's end record sits in the last 22 bytes, before a comment of up to 64 kB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === ZIP_DIRECTORY_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== ZIP_DIRECTORY_ENTRY) return undefined;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return undefined;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/** A cell as the text its sheet shows: a formula's result, a link's text, rich text's words; dates and errors none. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined || typeof value === "boolean" || value instanceof Date) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "string") return value;
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value)
    return "result" in value ? cellText(value.result ?? null) : "";
  if ("hyperlink" in value) return typeof value.text === "string" ? value.text : cellText(value.text);
  return "";
}

/** The first worksheet of an XLSX workbook (exceljs, loaded only when a workbook arrives). */
async function workbookRows(bytes: Uint8Array): Promise<SpreadsheetReading> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === undefined) return { ok: false, problem: "unreadable" };
  if (unpacked > WORKBOOK_UNPACKED_LIMIT_BYTES) return { ok: false, problem: "tooLarge" };
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy as its own ArrayBuffer, the type exceljs declares.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const sheet = workbook.worksheets[0];
  const rows: SpreadsheetRow[] = [];
  sheet?.eachRow((row, number) => {
    const cells = Array.isArray(row.values)
      ? row.values.slice(1).map((value) => cellText(value ?? null))
      : [];
    rows.push({ row: number, cells: cells.map((cell) => cell.trim()) });
  });
  return { ok: true, rows };
}

/**
 * A spreadsheet someone uploads, as rows of text cells: an XLSX workbook's first sheet, or a CSV file (UTF-8,
 * or Windows-1252 as Excel on Windows saves "CSV"; commas or semicolons, `csvRecords`). Each row keeps the
 * number its author sees (a CSV record's last line, a sheet's row); empty rows are left out.
 */
export async function spreadsheetRows(bytes: Uint8Array): Promise<SpreadsheetReading> {
  if (
    bytes.length >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === ZIP_LOCAL_HEADER
  )
    return workbookRows(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.includes("\u0000")) return { ok: false, problem: "unreadable" };
  try {
    const { records, lines } = csvRecords(text);
    return { ok: true, rows: records.map((cells, index) => ({ row: lines[index] ?? index + 1, cells })) };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
