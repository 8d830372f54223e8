import type { PresetWarning, ResolvedItem } from "./batch-schema";
import { PHOTO_CHECKS_IN_FLIGHT } from "./constants";
import { photoSize } from "./derive-photo.server";
import type { ExportPreset } from "./export-presets";
import { fitPhoto, type Size } from "./image-fitting";
import { photoNumber } from "./item-numbers";
import { mapLimited } from "./map-limited";
import type { PhotoStore } from "./photo-store.server";
import { ReadBuffers } from "./read-buffers.server";

/** A JPEG's size is in its first segments; this much covers photos with large EXIF thumbnails too. */
const HEADER_BYTES = 256 * 1024;

const sizeIn = (bytes: Uint8Array) =>
  photoSize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).catch(() => undefined);

/**
 * The photo's displayed size, from its first bytes (all of them if need be), or undefined if unreadable.
 * From a folder the first bytes land in one of `buffers` and are read there, so checking a thousand photos
 * leaves no thousand buffers behind for the garbage collector; only a photo whose first bytes were not
 * enough is copied out, whole.
 */
async function sizeOf(
  store: PhotoStore,
  item: string,
  fileName: string,
  buffers: ReadBuffers,
  signal?: AbortSignal,
): Promise<Size | undefined> {
  const file = await store.open(item, fileName, { signal, buffers }).catch(() => undefined);
  if (!file) return undefined;
  let first: Uint8Array | undefined;
  const copies: Buffer[] = [];
  let copied = 0;
  // Copies `part` out of the read buffers; tried once when a header's worth has gathered.
  const keep = (part: Uint8Array) => {
    copies.push(Buffer.from(part));
    buffers.release(part);
    const enough = copied < HEADER_BYTES && copied + part.byteLength >= HEADER_BYTES;
    copied += part.byteLength;
    return enough ? sizeIn(Buffer.concat(copies)) : undefined;
  };
  try {
    for await (const chunk of file.body) {
      if (!first && copies.length === 0) {
        first = chunk;
        const size = chunk.byteLength >= HEADER_BYTES ? await sizeIn(chunk) : undefined;
        if (size) return size;
        continue;
      }
      if (first) {
        const held = first;
        first = undefined;
        const size = await keep(held);
        if (size) return size;
      }
      const size = await keep(chunk);
      if (size) return size;
    }
    if (first) return await sizeIn(first);
    return copies.length > 0 ? await sizeIn(Buffer.concat(copies)) : undefined;
  } finally {
    if (first) buffers.release(first);
    await file.close();
  }
}

/**
 * What the preset will do to each photo that a channel may refuse, found before the archive starts: a photo
 * smaller than the channel's minimum (it will be enlarged), one whose shape padding would shrink below the
 * channel's share of the frame, and photos beyond the channel's count. They are still exported; staff see
 * the warnings beside the result. A photo that cannot be read is not warned of here: the zip reports it.
 */
export async function preflight(
  items: readonly ResolvedItem[],
  preset: ExportPreset,
  store: PhotoStore,
  signal?: AbortSignal,
): Promise<PresetWarning[]> {
  const warnings: PresetWarning[] = [];
  const exported = items.flatMap(({ item, photos }) => {
    const kept = photos.slice(0, preset.maxPhotos);
    if (kept.length < photos.length) {
      warnings.push({ kind: "tooMany", item, count: photos.length - kept.length });
    }
    return kept.map((fileName) => ({ item, fileName }));
  });
  // A check holds its first buffer until sharp has read the header from it, and may take a second to
  // find the photo's end: two per check in flight, so no check waits for another's.
  const buffers = new ReadBuffers(2 * PHOTO_CHECKS_IN_FLIGHT, HEADER_BYTES, signal);
  const sizes = await mapLimited(exported, PHOTO_CHECKS_IN_FLIGHT, ({ item, fileName }) =>
    sizeOf(store, item, fileName, buffers, signal),
  );
  const photoWarnings = exported.flatMap(({ item, fileName }, index): PresetWarning[] => {
    const size = sizes[index];
    if (!size) return [];
    const photo = photoNumber(item, fileName) ?? 0;
    const found: PresetWarning[] = [];
    if (Math.max(size.width, size.height) < preset.minimumLongSide) {
      found.push({ kind: "small", item, photo, ...size });
    }
    const { fill } = fitPhoto(size, preset.canvas);
    if (preset.minimumFill !== undefined && fill < preset.minimumFill) {
      found.push({ kind: "fill", item, photo, ...size, fill });
    }
    return found;
  });
  return [...photoWarnings, ...warnings];
}
