import { CSV_FILE_PREFIX, type DownloadMode, ZIP_FILE_PREFIX } from "./constants";

/** The spec's file-name timestamp: ISO time, ':' and '.' made '-', milliseconds and the trailing Z dropped. */
export function fileTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d{3}Z$/, "");
}

/** `photos_{timestamp}.zip` or `photo_links_{timestamp}.csv`. */
export function downloadFileName(mode: DownloadMode, date: Date): string {
  return mode === "photos"
    ? `${ZIP_FILE_PREFIX}${fileTimestamp(date)}.zip`
    : `${CSV_FILE_PREFIX}${fileTimestamp(date)}.csv`;
}
