import { randomBytes } from "node:crypto";
import { z } from "zod";
import { database } from "~/lib/db.server";
import { type DownloadRequest, downloadRequestSchema, type PreparedDownload } from "./batch-schema";
import { DOWNLOAD_LIFETIME_MS, DOWNLOADS_API_PATH } from "./constants";
import { downloadFileName } from "./file-timestamp";
import type { PhotoStore } from "./photo-store.server";

export interface PhotoDownload extends DownloadRequest {
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
  const id = randomBytes(18).toString("base64url");
  const fileName = downloadFileName(request.mode, now);
  const db = await database();
  await db.query("DELETE FROM photo_downloads WHERE created_at < $1", [
    new Date(now.getTime() - DOWNLOAD_LIFETIME_MS),
  ]);
  await db.query(
    "INSERT INTO photo_downloads (id, mode, file_name, items, created_at) VALUES ($1, $2, $3, $4, $5)",
    [id, request.mode, fileName, JSON.stringify(request.items), now],
  );
  return { id, fileName, ...request };
}

/**
 * Prepares the download of a looked-up batch after checking its photos are still there: those that have
 * gone are left out and named in the answer, and nothing is prepared when none is left.
 */
export async function prepareFoundPhotos(
  { mode, items }: DownloadRequest,
  store: PhotoStore,
  signal?: AbortSignal,
): Promise<PreparedDownload> {
  const { present, leftOut } = await store.recheck(items, mode, signal);
  if (present.length === 0) return { download: null, leftOut };
  const { id, fileName } = await prepareDownload({ mode, items: present });
  return { download: { url: `${DOWNLOADS_API_PATH}/${id}`, fileName }, leftOut };
}

const rowSchema = z.object({
  mode: z.string(),
  file_name: z.string(),
  items: z.unknown(),
});

/** A prepared download that has not expired, or undefined. */
export async function preparedDownload(id: string): Promise<PhotoDownload | undefined> {
  const db = await database();
  const [row] = await db.query(
    "SELECT mode, file_name, items FROM photo_downloads WHERE id = $1 AND created_at > $2",
    [id, new Date(Date.now() - DOWNLOAD_LIFETIME_MS)],
  );
  if (!row) return undefined;
  const { mode, file_name, items } = rowSchema.parse(row);
  // Stored only after validation; parsing again keeps the types honest without a cast.
  const request = downloadRequestSchema.parse({
    mode,
    items: typeof items === "string" ? JSON.parse(items) : items,
  });
  return { ...request, fileName: file_name };
}
