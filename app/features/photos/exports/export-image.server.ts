import { createHash } from "node:crypto";
import type { PhotoStore } from "../catalogue/index.server";
import { directoryFields, PhotoGoneError } from "../catalogue/index.server";
import { exportPhotos, presetPhoto } from "./export-entries.server";
import { exportedItem, exportFile } from "./export-links.server";
import { exportPreset, isPresetChoice } from "./export-presets";

const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/**
 * A month: marketplaces fetch again rarely, yet a photo shot again keeps its link, so the cache is long
 * rather than immutable, and revalidated by ETag (decision 147).
 */
export const EXPORT_IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * `/images/exports/{preset}/{item}/{file}`: one photo made for a channel, answered only for items staff
 * exported with that preset, under one of the names that export gave. Anything else is a 404 before any
 * image is read, so a visitor can never have the server resize what they name.
 */
export async function exportImage(
  request: Request,
  { preset: presetId, item, file }: { preset: string; item: string; file: string },
  store: PhotoStore,
): Promise<Response> {
  const preset = isPresetChoice(presetId) ? exportPreset(presetId) : undefined;
  const exported = preset ? await exportedItem(preset, item) : undefined;
  if (!preset || !exported) return notFound();
  // The directory names the file and gives the image's metadata its colour and season (decision 246).
  const fields = await directoryFields(store, [item], request.signal);
  const photo = exportPhotos([exported], preset, fields).find(({ name }) => exportFile(name) === file);
  if (!photo) return notFound();
  let made: Awaited<ReturnType<typeof presetPhoto>>;
  try {
    made = await presetPhoto(store, photo, preset);
  } catch (error) {
    if (error instanceof PhotoGoneError) return notFound();
    throw error;
  }
  const etag = `"${createHash("sha256").update(made.bytes).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": CONTENT_TYPES[preset.format],
    "Cache-Control": `public, max-age=${EXPORT_IMAGE_MAX_AGE_SECONDS}`,
    "Last-Modified": made.modified.toUTCString(),
    ETag: etag,
    // Marketplaces and retailers show these images on their own sites.
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(made.bytes), {
    headers: { ...headers, "Content-Length": String(made.bytes.byteLength) },
  });
}
