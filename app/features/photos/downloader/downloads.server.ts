import { database } from "~/lib/database.server";
import { randomToken } from "~/lib/tokens.server";
import { type DownloadRequest, downloadRequestSchema, type PreparedDownload } from "../batch-schema";
import type { PhotoStore } from "../catalogue/index.server";
import { DOWNLOAD_LIFETIME_MS, DOWNLOADS_API_PATH } from "../constants";
import { exportPreset } from "../exports";
import { preflight, recordExportedItems } from "../exports/index.server";
import { downloadFileName } from "../file-timestamp";
import { recordRun } from "../history/index.server";

export interface PhotoDownload extends DownloadRequest {
  id: string;
  fileName: string;
}

/**
 * Saves a looked-up batch so the browser can fetch it with a plain GET, which its download manager writes
 * straight to disk: the page never holds the file. The id is unguessable and the download expires.
 */
export async function prepareDownload(
  request: DownloadRequest,
  now = new Date(),
): Promise<PhotoDownload & { id: string }> {
  const id = randomToken(18);
  const fileName = downloadFileName(request.mode, now);
  const { db } = await database();
  await db
    .deleteFrom("photo_downloads")
    .where("created_at", "<", now.getTime() - DOWNLOAD_LIFETIME_MS)
    .execute();
  await db
    .insertInto("photo_downloads")
    .values({
      id,
      mode: request.mode,
      preset: request.preset,
      sheet_format: request.format,
      file_name: fileName,
      items: JSON.stringify(request.items),
      created_at: now.getTime(),
    })
    .execute();
  return { id, fileName, ...request };
}

/**
 * Prepares the download of a looked-up batch after checking its photos are still there: those that have
 * gone are left out and named in the answer, and nothing is prepared when none is left.
 */
export async function prepareFoundPhotos(
  { mode, preset, format, items }: DownloadRequest,
  store: PhotoStore,
  signal?: AbortSignal,
): Promise<PreparedDownload> {
  const { present, leftOut } = await store.recheck(items, mode, signal);
  if (present.length === 0) return { download: null, leftOut, warnings: [] };
  const channel = exportPreset(preset);
  // A sheet links to images a marketplace fetches later; only a zip is made now and checked first.
  const warnings = channel && mode === "photos" ? await preflight(present, channel, store, signal) : [];
  const request = { mode, preset, format, items: present };
  const { id, fileName } = await prepareDownload(request);
  if (channel) await recordExportedItems(channel, present);
  await recordRun(request, id);
  return { download: { id, url: `${DOWNLOADS_API_PATH}/${id}`, fileName }, leftOut, warnings };
}

/** A prepared download that has not expired, or undefined. */
export async function preparedDownload(id: string): Promise<PhotoDownload | undefined> {
  const { db } = await database();
  const row = await db
    .selectFrom("photo_downloads")
    .select(["mode", "preset", "sheet_format", "file_name", "items"])
    .where("id", "=", id)
    .where("created_at", ">", Date.now() - DOWNLOAD_LIFETIME_MS)
    .executeTakeFirst();
  if (!row) return undefined;
  // Stored only after validation; parsing the JSON text again keeps the types honest without a cast.
  const request = downloadRequestSchema.parse({
    mode: row.mode,
    preset: row.preset,
    format: row.sheet_format,
    items: JSON.parse(row.items),
  });
  return { ...request, id, fileName: row.file_name };
}
