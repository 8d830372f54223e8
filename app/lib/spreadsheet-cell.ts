import { type Options, stringify } from "csv-stringify/sync";

/**
 * Where a field a spreadsheet may cut into cells would run as a formula. A spreadsheet guesses the separator
 * (French-Canadian Excel takes `;`), and one that ignores quotes splits at every one, so a cell can start at
 * the field's start or just after any `,` `;` tab or line break. It runs when it starts with `= + - @` (or
 * their full-width forms, which Apple Numbers reads alike), also behind spaces or a quote the spreadsheet
 * drops; or with a tab or a lone carriage return, which some spreadsheets skip to read what follows.
 */
const FORMULA_PIECE = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|\t|\r(?!\n))/g;

/**
 * Text a visitor or a catalogue wrote, made safe for a spreadsheet cell: each piece that would run as a
 * formula gets a leading apostrophe, which spreadsheets show as text and hide.
 */
export function spreadsheetText(value: string): string {
  return value.replace(FORMULA_PIECE, "'");
}

/**
 * How every file a person downloads to open in a spreadsheet is written (decision 290): UTF-8 behind a byte
 * order mark, without which Excel on Windows reads it in the machine's code page (`Børn` as `BÃ¸rn`); commas,
 * since Shopify, Google Merchant and our own store import read only those, and a `sep=` line would make Excel
 * ignore the mark; Windows line ends; and every field holding a separator a spreadsheet might guess, a quote
 * or a line break quoted, so a spreadsheet that reads quotes keeps it whole. On its own, csv-stringify quotes
 * only the separator it writes, and no lone `\n` once a record delimiter is set.
 */
export const SPREADSHEET_CSV_OPTIONS = {
  quoted_match: /[,;\t\r\n"]/,
  bom: true,
  record_delimiter: "windows",
} satisfies Options;

/** The byte order mark a spreadsheet file starts with. */
export const SPREADSHEET_BOM = "\uFEFF";

/**
 * `records` as a spreadsheet file (SPREADSHEET_CSV_OPTIONS; `options` adds a header or columns). A file
 * written in pieces passes `{ bom: false }` for every piece after the first: the mark starts the file only.
 * Cells are written as given: text someone typed goes through `spreadsheetText` first.
 */
export function spreadsheetCsv(records: readonly (readonly unknown[])[], options: Options = {}): string {
  return stringify([...records], { ...SPREADSHEET_CSV_OPTIONS, ...options });
}
