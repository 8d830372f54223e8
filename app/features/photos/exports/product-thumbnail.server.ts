import { createHash } from "node:crypto";
import type { PhotoStore } from "../catalogue/index.server";
import { PhotoGoneError } from "../catalogue/index.server";
import { THUMBNAIL_PIXELS } from "../constants";
import { isItemNumber } from "../item-numbers";
import { isUnreadableImage, presetPhoto } from "./export-entries.server";
import type { ExportPreset } from "./export-presets";

/**
 * The browse list's thumbnail, made as an export is (decision 251): fitted on a white square, so every row
 * lines up, in WebP, a few kilobytes. Not a channel: staff never choose it, and it has no public link.
 */
export const THUMBNAIL_PRESET: ExportPreset = {
  id: "browse-thumbnail",
  name: { en: "Thumbnail", fr: "Vignette" },
  canvas: { width: THUMBNAIL_PIXELS, height: THUMBNAIL_PIXELS },
  minimumLongSide: 0,
  background: "#ffffff",
  format: "webp",
  quality: 70,
  maxBytes: 64 * 1024,
  fileName: "{item}",
  nameCharacters: "file-name",
};

/**
 * A day in the member's own browser: scrolling back up the list asks nothing of the server; a photo shot
 * again shows by the next day, or at once after a reload (the ETag is revalidated).
 */
export const THUMBNAIL_MAX_AGE_SECONDS = 24 * 60 * 60;

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The thumbnail, or undefined when the item has no photo that can be read as an image. */
async function madeThumbnail(store: PhotoStore, item: string, signal: AbortSignal) {
  const fileName = await store.firstPhoto(item, signal);
  if (!fileName) return undefined;
  try {
    // The staff list's own image never leaves the site: it carries the item number and notice only, and
    // a list of products does not read the directory once per row for its colour and season.
    return await presetPhoto(store, { item, fileName, color: "", season: "" }, THUMBNAIL_PRESET);
  } catch (error) {
    if (error instanceof PhotoGoneError || isUnreadableImage(error)) return undefined;
    throw error;
  }
}

/**
 * `{THUMBNAILS_API_PATH}/{item}`: the item's first photo as a small square, resized once and then read from
 * the derived-image cache, as a preset's export images are. The caller has checked the member may see it.
 */
export async function productThumbnail(request: Request, item: string, store: PhotoStore): Promise<Response> {
  if (!isItemNumber(item)) return notFound();
  const made = await madeThumbnail(store, item, request.signal);
  if (!made) return notFound();
  const etag = `"${createHash("sha256").update(made.bytes).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": "image/webp",
    // Staff-only product data: kept by the member's browser, never by a shared cache.
    "Cache-Control": `private, max-age=${THUMBNAIL_MAX_AGE_SECONDS}`,
    "Last-Modified": made.modified.toUTCString(),
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(made.bytes), {
    headers: { ...headers, "Content-Length": String(made.bytes.byteLength) },
  });
}
