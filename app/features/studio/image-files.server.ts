import { database } from "~/lib/database.server";

/** An uploaded image's file as the browser gets it. */
export interface ImageFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: "image/avif" | "image/jpeg" | "image/svg+xml";
}

/** The files kept in memory, newest use last, up to this many bytes: what the pages show most stays at hand. */
const KEPT_BYTES = 8 * 1024 * 1024;
const kept = new Map<string, ImageFile>();
let keptBytes = 0;

function keep(key: string, file: ImageFile): void {
  kept.set(key, file);
  keptBytes += file.bytes.length;
  for (const [oldest, { bytes }] of kept) {
    if (keptBytes <= KEPT_BYTES) break;
    kept.delete(oldest);
    keptBytes -= bytes.length;
  }
}

/** A size of a photograph or scene (`hero-1920.avif`), or a wordmark of our artwork (`logo-compact-white.svg`). */
const FILE_NAME = /^(?:[a-z]+-\d{3,4}\.(?:avif|jpg)|[a-z]+(?:-[a-z]+)*\.svg)$/;

/**
 * One file of an uploaded image or artwork set, from memory or the database, or undefined when there is none.
 * Names are checked first, so nothing but an image's own files is ever looked up.
 */
export async function uploadedImageFile(image: string, file: string): Promise<ImageFile | undefined> {
  if (!/^[0-9a-f]{32}$/.test(image) || !FILE_NAME.test(file)) return undefined;
  const key = `${image}/${file}`;
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const { db } = await database();
  const row = await db
    .selectFrom("content_image_files")
    .select("bytes")
    .where("image_id", "=", image)
    .where("file", "=", file)
    .executeTakeFirst();
  if (!row) return undefined;
  // A copy of its own: what the driver returns may be a view into a larger buffer it reuses.
  const found: ImageFile = {
    bytes: new Uint8Array(row.bytes),
    type: file.endsWith(".svg") ? "image/svg+xml" : file.endsWith(".avif") ? "image/avif" : "image/jpeg",
  };
  keep(key, found);
  return found;
}
