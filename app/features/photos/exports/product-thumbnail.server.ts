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

/**
 * The trade catalogue's and the brand pages' product images (decision 331): a card in a grid of results, and
 * the style page's large one, made as the thumbnail is. The photos themselves are public; which items have
 * an image here is the catalogue's to say (the route asks it first).
 */
export const CATALOGUE_IMAGE_PRESETS = {
  card: {
    ...THUMBNAIL_PRESET,
    id: "catalogue-card",
    canvas: { width: 480, height: 480 },
    quality: 72,
    maxBytes: 96 * 1024,
  },
  large: {
    ...THUMBNAIL_PRESET,
    id: "catalogue-large",
    canvas: { width: 1200, height: 1200 },
    quality: 78,
    maxBytes: 320 * 1024,
  },
} as const satisfies Record<string, ExportPreset>;

export type CatalogueImageSize = keyof typeof CATALOGUE_IMAGE_PRESETS;

export const isCatalogueImageSize = (size: string): size is CatalogueImageSize =>
  Object.hasOwn(CATALOGUE_IMAGE_PRESETS, size);

/** The preset's image of the item's first photo, or undefined when it has no photo that reads as an image. */
async function madeImage(store: PhotoStore, item: string, preset: ExportPreset, signal: AbortSignal) {
  const fileName = await store.firstPhoto(item, signal);
  if (!fileName) return undefined;
  try {
    // The staff list's own image never leaves the site: it carries the item number and notice only, and
    // a list of products does not read the directory once per row for its colour and season.
    return await presetPhoto(store, { item, fileName, color: "", season: "" }, preset);
  } catch (error) {
    if (error instanceof PhotoGoneError || isUnreadableImage(error)) return undefined;
    throw error;
  }
}

/** The image as a WebP answer, revalidated by its ETag; `cacheControl` says who may keep it. */
async function imageAnswer(
  request: Request,
  item: string,
  preset: ExportPreset,
  store: PhotoStore,
  cacheControl: string,
): Promise<Response> {
  if (!isItemNumber(item)) return notFound();
  const made = await madeImage(store, item, preset, request.signal);
  if (!made) return notFound();
  const etag = `"${createHash("sha256").update(made.bytes).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": "image/webp",
    "Cache-Control": cacheControl,
    "Last-Modified": made.modified.toUTCString(),
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(made.bytes), {
    headers: { ...headers, "Content-Length": String(made.bytes.byteLength) },
  });
}

/**
 * `{THUMBNAILS_API_PATH}/{item}`: the item's first photo as a small square, resized once and then read from
 * the derived-image cache, as a preset's export images are. The caller has checked the member may see it.
 * Staff-only product data: kept by the member's browser, never by a shared cache.
 */
export function productThumbnail(request: Request, item: string, store: PhotoStore): Promise<Response> {
  return imageAnswer(request, item, THUMBNAIL_PRESET, store, `private, max-age=${THUMBNAIL_MAX_AGE_SECONDS}`);
}

/**
 * A catalogue item's image at `size`, for anyone: the caller has checked the item is in the catalogue,
 * whose styles the public brand pages show. Kept a day by browsers and shared caches alike.
 */
export function catalogueImage(
  request: Request,
  item: string,
  size: CatalogueImageSize,
  store: PhotoStore,
): Promise<Response> {
  return imageAnswer(
    request,
    item,
    CATALOGUE_IMAGE_PRESETS[size],
    store,
    `public, max-age=${THUMBNAIL_MAX_AGE_SECONDS}`,
  );
}
