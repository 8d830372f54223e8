import { once } from "node:events";
import type { ServerResponse } from "node:http";
import { config } from "~/lib/config.server";
import { CSV_CONTENT_TYPE } from "~/lib/csv-download";
import { ReadBuffers } from "../../../lib/read-buffers.server";
import type { PhotoStore } from "../catalogue/index.server";
import { type DirectoryFields, directoryFields } from "../catalogue/index.server";
import {
  originalLinks,
  photoSheet,
  photoZipEntries,
  type SheetItem,
  storedZip,
} from "../delivery/index.server";
import { exportPreset } from "../exports";
import { DIRECTORY_PLACEHOLDERS, exportPhotos, presetLinks, presetZipEntries } from "../exports/index.server";
import { recordSize } from "../history/index.server";
import type { PhotoDownload } from "./downloads.server";

/** 8 × 512 kB: enough read-ahead for the disk and the network to work at the same time, and no more. */
const READ_BUFFER_COUNT = 8;
const READ_BUFFER_BYTES = 512 * 1024;

function attachment(fileName: string, contentType: string) {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
    // A proxy that buffers responses (nginx does by default) would hold a multi-gigabyte zip back, or cut it.
    "X-Accel-Buffering": "no",
  };
}

/**
 * Writes `chunks` to the response, waiting whenever the client is slower than the source, so memory stays
 * flat whatever the total. A chunk cut from `buffers` goes back to them once the socket has taken it.
 * When the client goes away the loop stops and ends `chunks` (its `return()`), which closes the photo
 * being read; a source stuck waiting for a buffer is let go by the same signal.
 */
async function send(
  response: ServerResponse,
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  gone: AbortSignal,
  buffers?: ReadBuffers,
): Promise<number | undefined> {
  let sent = 0;
  try {
    for await (const chunk of chunks) {
      if (gone.aborted) return undefined;
      sent += chunk.byteLength;
      const flowing = response.write(chunk, () => buffers?.release(chunk));
      if (!flowing) await once(response, "drain", { signal: gone });
    }
    response.end();
    return sent;
  } catch (error) {
    if (!gone.aborted) throw error;
    return undefined;
  }
}

/** The sheet's text pieces as bytes, each made only when the socket has taken the one before. */
function* sheetBytes(sheet: Iterable<string>): Generator<Uint8Array, void, undefined> {
  for (const piece of sheet) yield Buffer.from(piece, "utf8");
}

/**
 * The sheet in its format, linking the photos as stored or, with a preset, the preset's public images.
 * The master directory is read only when a column or a file name needs it (Shopify's alt text).
 */
async function sheetOf(download: PhotoDownload, store: PhotoStore, gone: AbortSignal) {
  const origin = config().publicSiteOrigin;
  const preset = exportPreset(download.preset);
  const needsDirectory =
    download.format === "shopify" || (preset !== undefined && DIRECTORY_PLACEHOLDERS.test(preset.fileName));
  const fields = needsDirectory
    ? await directoryFields(
        store,
        download.items.map(({ item }) => item),
        gone,
      )
    : new Map<string, DirectoryFields>();
  const linked = preset
    ? presetLinks(download.items, preset, origin, fields)
    : originalLinks(download.items, origin);
  return photoSheet(withAltText(linked, fields), download.format);
}

/** Shopify's alt text: the product as the directory names it ("Born Ava, Black"), or nothing known. */
function* withAltText(
  items: Iterable<SheetItem>,
  fields: ReadonlyMap<string, DirectoryFields>,
): Generator<SheetItem, void, undefined> {
  for (const sheetItem of items) {
    const known = fields.get(sheetItem.item);
    const product = [known?.brand, known?.name].filter(Boolean).join(" ");
    const altText = [product, known?.color].filter(Boolean).join(", ");
    yield altText ? { ...sheetItem, altText } : sheetItem;
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
  const sheet = download.mode === "sheet";
  response.writeHead(200, attachment(download.fileName, sheet ? CSV_CONTENT_TYPE : "application/zip"));
  if (headOnly) {
    response.end();
    return;
  }
  const gone = new AbortController();
  response.once("close", () => gone.abort(new Error("the client went away")));
  const sent = await sendBody(response, download, store, gone.signal);
  // The history shows what a run weighed once one download of it has gone through to the end.
  if (sent !== undefined) await recordSize(download.id, sent);
}

/** The file's bytes to the response; how many, or undefined when the client went away first. */
async function sendBody(
  response: ServerResponse,
  download: PhotoDownload,
  store: PhotoStore,
  gone: AbortSignal,
): Promise<number | undefined> {
  if (download.mode === "sheet")
    return send(response, sheetBytes(await sheetOf(download, store, gone)), gone);
  const buffers = new ReadBuffers(READ_BUFFER_COUNT, READ_BUFFER_BYTES, gone);
  const preset = exportPreset(download.preset);
  if (preset) {
    const items = download.items.map(({ item }) => item);
    // The directory names the files and gives each image's metadata its colour and season (decision 246).
    const fields = await directoryFields(store, items, gone);
    const photos = exportPhotos(download.items, preset, fields);
    const entries = presetZipEntries(photos, preset, store, { signal: gone, buffers });
    return send(response, storedZip(entries), gone, buffers);
  }
  const entries = photoZipEntries(download.items, store, { signal: gone, buffers });
  return send(response, storedZip(entries), gone, buffers);
}
