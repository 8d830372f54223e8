import { once } from "node:events";
import type { ServerResponse } from "node:http";
import { config } from "~/lib/config.server";
import { CSV_CONTENT_TYPE } from "./constants";
import type { PhotoDownload } from "./downloads.server";
import { photoSheet } from "./photo-sheet.server";
import type { PhotoStore } from "./photo-store.server";
import { ReadBuffers } from "./read-buffers.server";
import { storedZip, type ZipEntry } from "./zip-stream.server";

/** 8 × 512 kB: enough read-ahead for the disk and the network to work at the same time, and no more. */
const READ_BUFFER_COUNT = 8;
const READ_BUFFER_BYTES = 512 * 1024;

function attachment(fileName: string, contentType: string) {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  };
}

/**
 * Writes `chunks` to the response, waiting whenever the client is slower than the source, so memory stays
 * flat whatever the total. Each chunk's read buffer is reused once the socket has taken its bytes. Ends
 * quietly, closing the open photo, when the client goes away.
 */
async function send(
  response: ServerResponse,
  chunks: AsyncIterable<Uint8Array>,
  buffers: ReadBuffers,
  gone: AbortSignal,
) {
  try {
    for await (const chunk of chunks) {
      if (gone.aborted) return;
      const flowing = response.write(chunk, () => buffers.release(chunk));
      if (!flowing) await once(response, "drain", { signal: gone });
    }
    response.end();
  } catch (error) {
    if (!gone.aborted) throw error;
  }
}

/**
 * The prepared download as an attachment the browser saves as it arrives: the CSV sheet, or the zip, read
 * from the store one photo at a time as the client takes it.
 */
export async function sendDownload(
  response: ServerResponse,
  download: PhotoDownload,
  store: PhotoStore,
  { headOnly = false } = {},
): Promise<void> {
  if (download.mode === "sheet") {
    response.writeHead(200, attachment(download.fileName, CSV_CONTENT_TYPE));
    response.end(headOnly ? undefined : photoSheet(download.items, config().publicSiteOrigin));
    return;
  }
  response.writeHead(200, attachment(download.fileName, "application/zip"));
  if (headOnly) {
    response.end();
    return;
  }
  const gone = new AbortController();
  response.once("close", () => gone.abort());
  const buffers = new ReadBuffers(READ_BUFFER_COUNT, READ_BUFFER_BYTES);
  const entries: ZipEntry[] = download.items.flatMap(({ item, photos }) =>
    photos.map((fileName) => ({
      name: `${item}/${fileName}`,
      open: () => store.open(item, fileName, { signal: gone.signal, buffers }),
    })),
  );
  await send(response, storedZip(entries), buffers, gone.signal);
}
