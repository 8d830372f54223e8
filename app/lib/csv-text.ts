import { parse } from "csv-parse/sync";

/**
 * The separator of a CSV file, from its header line: a spreadsheet set to French (and many an ERP's export)
 * separates columns with semicolons, one set to English with commas.
 */
export function delimiterOf(text: string): "," | ";" {
  const header = text.slice(0, text.indexOf("\n") >>> 0);
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/**
 * A CSV file someone sends us (a store list, an ERP feed) as records of trimmed cells, each with the last line
 * of the file it ends on (a quoted cell may span lines), as the sender sees it in an editor. The separator is
 * the header's (`delimiterOf`); a byte order mark is dropped; empty lines are skipped; rows may differ in
 * length (the caller says what that means). Throws csv-parse's error when the text is not CSV (a quote never
 * closed).
 */
export function csvRecords(text: string): { records: string[][]; lines: number[] } {
  const lines: number[] = [];
  const records = parse(text, {
    delimiter: delimiterOf(text),
    // Any line end, in any mix: a download ends its lines as Excel does (CRLF), and a line added to it in
    // another editor may end with LF alone. Left to guess, the parser takes the first kind for all.
    record_delimiter: ["\r\n", "\n", "\r"],
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    on_record: (record, context) => {
      lines.push(context.lines);
      return record;
    },
  });
  return { records, lines };
}
