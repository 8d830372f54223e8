/** The type every spreadsheet file is sent with: UTF-8, as the file's byte order mark also says (decision 290). */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/**
 * `{stem}_{YYYY-MM-DD}.csv`, the day (UTC) the file was asked for: a download saved twice on different days
 * keeps both copies apart in the downloads folder.
 */
export function datedCsvName(stem: string, now = new Date()): string {
  return `${stem}_${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A staff CSV download: `csv` (already written by `spreadsheetCsv`) saved as `fileName`, never cached by a
 * browser or proxy (it holds personal data) and never indexed. `fileName` is ASCII without quotes: it goes
 * into the header as it is.
 */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
