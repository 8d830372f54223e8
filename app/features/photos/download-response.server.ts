import { config } from "~/lib/config.server";
import { CSV_CONTENT_TYPE } from "./constants";
import type { PhotoDownload } from "./downloads.server";
import { streamFrom } from "./iterable-stream.server";
import { photoSheet } from "./photo-sheet.server";
import type { PhotoStore } from "./photo-store.server";
import { storedZip, type ZipEntry } from "./zip-stream.server";

function attachment(fileName: string, contentType: string): HeadersInit {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    // Nothing to gain from gzip on JPEGs, and it would hold bytes back from the download.
    "Cache-Control": "no-store, no-transform",
  };
}

/** The zip (streamed as it is read from the store) or the CSV sheet of a prepared download. */
export function downloadResponse(download: PhotoDownload, store: PhotoStore, signal: AbortSignal): Response {
  if (download.mode === "sheet") {
    return new Response(photoSheet(download.items, config().publicSiteOrigin), {
      headers: attachment(download.fileName, CSV_CONTENT_TYPE),
    });
  }
  const entries: ZipEntry[] = download.items.flatMap(({ item, photos }) =>
    photos.map((fileName) => ({
      name: `${item}/${fileName}`,
      open: () => store.open(item, fileName, signal),
    })),
  );
  return new Response(streamFrom(storedZip(entries)), {
    headers: attachment(download.fileName, "application/zip"),
  });
}
