import { log } from "~/lib/log.server";
import { sharpLibrary } from "~/lib/sharp.server";
import { singleFlight } from "~/lib/single-flight";
import type { ReadBuffers } from "../../../lib/read-buffers.server";
import type { ResolvedItem } from "../batch-schema";
import type { DirectoryFields, PhotoStore } from "../catalogue/index.server";
import { PhotoGoneError } from "../catalogue/index.server";
import { fillNameTemplate, hidesItself, uniqueNames } from "../delivery";
import type { ZipEntry, ZipFile } from "../delivery/index.server";
import { fileList, leftOutReport } from "../delivery/index.server";
import { DerivedCache, derivedCache } from "./derived-cache.server";
import { type ExportPreset, FILE_EXTENSIONS } from "./export-presets";
import { photoXmp } from "./photo-xmp";
import type { PhotoInput } from "./resize-job";
import { derivePhoto, derivePhotoFile, RESIZES_HANDED_OUT, type ResizeLane } from "./resize-queues.server";

/** One photo of an export and its path in the archive. */
export interface ExportPhoto {
  item: string;
  fileName: string;
  name: string;
  /** From the product directory, for the image's metadata (decision 246); empty when unknown. */
  color: string;
  season: string;
}

/** What identifies a photo to export: which photo, and what its metadata says of the product. */
export type PhotoToExport = Omit<ExportPhoto, "name">;

/** Placeholders that need the master directory. */
export const DIRECTORY_PLACEHOLDERS = /\{(brand|season|color)\}/;

/**
 * The photos an export holds, in order, named by the preset's template (at most its `maxPhotos` per item),
 * each name unique in the archive (decision 293).
 */
export function exportPhotos(
  items: readonly ResolvedItem[],
  preset: ExportPreset,
  fields: ReadonlyMap<string, DirectoryFields> = new Map(),
): ExportPhoto[] {
  const extension = FILE_EXTENSIONS[preset.format];
  const named = items.flatMap(({ item, photos }) =>
    photos.slice(0, preset.maxPhotos).map((fileName, index) => ({
      item,
      fileName,
      color: fields.get(item)?.color ?? "",
      season: fields.get(item)?.season ?? "",
      name: fillNameTemplate(
        preset.fileName,
        { item, position: index + 1, ...fields.get(item) },
        preset.nameCharacters,
        extension,
      ),
    })),
  );
  return uniqueNames(named);
}

/** Changing a preset, or sharp's own rendering, makes new images rather than serving stale ones. */
async function presetVersion(preset: ExportPreset): Promise<string> {
  return JSON.stringify([preset, (await sharpLibrary()).versions.vips]);
}

/** The body's bytes in one buffer; a photo read in one chunk is used as it is, not copied. */
async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const [only] = chunks;
  if (chunks.length === 1 && only) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  return Buffer.concat(chunks);
}

/** What to make of a photo not found in the cache. */
interface ToMake {
  /** None when the source cannot say its version: the image is then made but not cached. */
  key: string | undefined;
  modified: Date;
  /** The photo's file when it lies on this machine's disk, its bytes otherwise. */
  input: PhotoInput;
  /** The metadata the image carries (decision 246). */
  xmp: string;
}

/**
 * What was made of the photo for `preset` already, if `cached` finds it under the photo's cache key;
 * otherwise what to make. The key names the metadata too, so a product whose colour or season changes in
 * the directory gets new images.
 */
async function lookUp<T>(
  store: PhotoStore,
  { item, fileName, color, season }: PhotoToExport,
  preset: ExportPreset,
  signal: AbortSignal | undefined,
  cached: (key: string, modified: Date) => Promise<T | undefined>,
): Promise<{ found: T } | ToMake> {
  const version = await presetVersion(preset);
  const seen = async (
    { modified, version: photoVersion }: { modified: Date; version?: string | undefined },
    input: () => PhotoInput | Promise<PhotoInput>,
  ): Promise<{ found: T } | ToMake> => {
    const xmp = photoXmp({ item, color, season, year: modified.getUTCFullYear() });
    const key = photoVersion ? DerivedCache.key(item, fileName, photoVersion, version, xmp) : undefined;
    const found = key ? await cached(key, modified) : undefined;
    if (found) return { found };
    return { key, modified, input: await input(), xmp };
  };
  // A photo on this disk is only looked at: the resize reads its file.
  const local = await store.locate(item, fileName);
  if (local) return seen(local, () => local.path);
  const source = await store.open(item, fileName, { signal });
  try {
    return await seen(source, () => readAll(source.body));
  } finally {
    await source.close();
  }
}

type MadePhoto = { modified: Date; bytes: Buffer };

/** Public links to one image asked for at once (a marketplace crawling, a page of thumbnails) resize it once. */
const makingPresetPhoto = singleFlight<MadePhoto>();

/**
 * One photo made for `preset`, whole, for its public link (`/images/exports/…`), a thumbnail or a line sheet:
 * from the cache when the source has not changed since it was made, otherwise resized now (queued in `lane`)
 * and cached. Requests for the same photo while it is being made wait for that one resize; it is finished
 * even if the request that started it leaves, since the others, and the cache, want it.
 */
export function presetPhoto(
  store: PhotoStore,
  photo: PhotoToExport,
  preset: ExportPreset,
  { cache = derivedCache(), lane = "export" }: { cache?: DerivedCache; lane?: ResizeLane } = {},
): Promise<MadePhoto> {
  return makingPresetPhoto(JSON.stringify([preset.id, photo.item, photo.fileName]), async () => {
    const looked = await lookUp(store, photo, preset, undefined, async (key, modified) => {
      const bytes = await cache.read(key);
      return bytes && { modified, bytes };
    });
    if ("found" in looked) return looked.found;
    const { key, modified, input, xmp } = looked;
    const bytes = await derivePhoto(input, preset, xmp, undefined, lane);
    if (key) await cache.put(key, bytes);
    return { modified, bytes };
  });
}

/**
 * One photo made for `preset`, as a zip entry's file. It is made straight into the cache and, made now or
 * before, read from there into the download's buffers as it is sent, as originals are: a large export
 * leaves no image-sized buffers behind, and a warm one costs what a zip of originals does per byte. Only
 * an image the cache cannot keep is made in memory.
 */
async function presetFile(
  store: PhotoStore,
  photo: ExportPhoto,
  preset: ExportPreset,
  { signal, buffers }: { signal: AbortSignal; buffers: ReadBuffers },
): Promise<ZipFile> {
  const cache = derivedCache();
  const looked = await lookUp(store, photo, preset, signal, (key, modified) =>
    cache.open(key, modified, buffers),
  );
  if ("found" in looked) return looked.found;
  const { key, modified, input, xmp } = looked;
  if (key && (await cache.write(key, (file) => derivePhotoFile(input, preset, xmp, file, signal)))) {
    const made = await cache.open(key, modified, buffers);
    if (made) return made;
  }
  const bytes = await derivePhoto(input, preset, xmp, signal);
  return { modified, body: [bytes], close: async () => {} };
}

/** sharp's message for a file that is not an image it can read (a JPEG signature and nothing more). */
export const isUnreadableImage = (error: unknown) =>
  error instanceof Error && /unsupported image format|premature end|corrupt|invalid/i.test(error.message);

/**
 * The entries of a preset's zip. The next few photos are resized while the current one is sent, so both
 * the cores and the network stay busy; a photo that has gone, or cannot be read as an image, is left out and
 * named in a short report at the end. When the download is abandoned, the queued resizes are dropped and
 * those under way are let go.
 */
export async function* presetZipEntries(
  photos: readonly ExportPhoto[],
  preset: ExportPreset,
  store: PhotoStore,
  options: { signal: AbortSignal; buffers: ReadBuffers },
): AsyncGenerator<ZipEntry, void, undefined> {
  const gone: string[] = [];
  const unconvertible: string[] = [];
  const make = async (photo: ExportPhoto): Promise<ZipFile | undefined> => {
    try {
      return await presetFile(store, photo, preset, options);
    } catch (error) {
      if (error instanceof PhotoGoneError) gone.push(photo.name);
      else if (isUnreadableImage(error)) unconvertible.push(photo.name);
      else throw error;
      log.warn({ item: photo.item, fileName: photo.fileName }, "photo left out of a preset export");
      return undefined;
    }
  };
  const lookahead = RESIZES_HANDED_OUT + 1;
  const pending: Promise<ZipFile | undefined>[] = [];
  let started = 0;
  try {
    for (const photo of photos) {
      while (started < photos.length && pending.length < lookahead) {
        const next = photos[started++];
        if (!next) break;
        const made = make(next);
        // Settled later (or never, when the download is abandoned): not an unhandled rejection meanwhile.
        made.catch(() => {});
        pending.push(made);
      }
      const ready = pending.shift();
      if (!ready) return;
      yield { name: photo.name, open: () => ready };
    }
    if (gone.length > 0 || unconvertible.length > 0) yield leftOutReport(gone, unconvertible);
    // Names without the item number as typed (Amazon's drop its dashes) come with the list of whose is which.
    if (photos.some(hidesItself)) {
      const missing = new Set([...gone, ...unconvertible]);
      yield fileList(photos.filter(({ name }) => !missing.has(name)));
    }
  } finally {
    // An abandoned download lets go of the cached files opened ahead of it, now or once they open.
    for (const made of pending.splice(0)) made.then((file) => file?.close()).catch(() => {});
  }
}
