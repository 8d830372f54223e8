import type { Options } from "csv-stringify/sync";

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
 * csv-stringify options that quote every field holding a separator a spreadsheet might guess, a quote or a line
 * break, so a spreadsheet that reads quotes keeps it whole. On its own, csv-stringify quotes only the separator
 * it writes, and no lone `\n` once a record delimiter is set.
 */
export const SPREADSHEET_CSV_OPTIONS = { quoted_match: /[,;\t\r\n"]/ } satisfies Options;
