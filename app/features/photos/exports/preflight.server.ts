import pLimit from "p-limit";
import type { PresetWarning, ResolvedItem } from "../batch-schema";
import type { PhotoStore } from "../catalogue/index.server";
import { PHOTO_CHECKS_IN_FLIGHT } from "../constants";
import { photoNumber } from "../item-numbers";
import { photoSize } from "./derive-photo.server";
import type { ExportPreset } from "./export-presets";
import { fitPhoto, type Size } from "./image-fitting";
import { groupFindings, type PhotoFinding } from "./warning-groups";

/** A JPEG's size is in its first segments; this much covers photos with large EXIF thumbnails too. */
const HEADER_BYTES = 256 * 1024;

/**
 * The photo's displayed size, from its first bytes (all of them if need be), or undefined if unreadable. A
 * photo on this machine's disk is read by sharp itself, which reads its header only.
 */
async function sizeOf(
  store: PhotoStore,
  item: string,
  fileName: string,
  signal?: AbortSignal,
): Promise<Size | undefined> {
  const file = await store.open(item, fileName, { signal }).catch(() => undefined);
  if (!file) return undefined;
  try {
    if (file.path) return await photoSize(file.path).catch(() => undefined);
    const chunks: Uint8Array[] = [];
    let read = 0;
    let complete = true;
    for await (const chunk of file.body) {
      chunks.push(chunk);
      read += chunk.byteLength;
      if (read >= HEADER_BYTES) {
        complete = false;
        const size = await photoSize(Buffer.concat(chunks)).catch(() => undefined);
        if (size) return size;
        complete = true;
      }
    }
    return complete ? await photoSize(Buffer.concat(chunks)).catch(() => undefined) : undefined;
  } finally {
    await file.close();
  }
}

/**
 * What the preset will do to each photo that a channel may refuse, found before the archive starts: a photo
 * smaller than the channel's minimum (it will be enlarged), one whose shape padding would shrink below the
 * channel's share of the frame, and photos beyond the channel's count; one warning per item and kind
 * (decision 245). They are still exported; staff see the warnings beside the result. A photo that cannot be
 * read is not warned of here: the zip reports it.
 */
export async function preflight(
  items: readonly ResolvedItem[],
  preset: ExportPreset,
  store: PhotoStore,
  signal?: AbortSignal,
): Promise<PresetWarning[]> {
  const exported = items.map(({ item, photos }) => ({ item, kept: photos.slice(0, preset.maxPhotos) }));
  const photos = exported.flatMap(({ item, kept }) => kept.map((fileName) => ({ item, fileName })));
  const sizes = await pLimit(PHOTO_CHECKS_IN_FLIGHT).map(photos, ({ item, fileName }) =>
    sizeOf(store, item, fileName, signal),
  );
  const findings = photos.map(({ item, fileName }, index): PhotoFinding[] => {
    const size = sizes[index];
    if (!size) return [];
    const photo = photoNumber(item, fileName) ?? 0;
    const found: PhotoFinding[] = [];
    if (Math.max(size.width, size.height) < preset.minimumLongSide) {
      found.push({ kind: "small", photo, ...size });
    }
    const { fill } = fitPhoto(size, preset.canvas);
    if (preset.minimumFill !== undefined && fill < preset.minimumFill) {
      found.push({ kind: "fill", photo, fill });
    }
    return found;
  });
  let next = 0;
  return exported.flatMap(({ item, kept }, index): PresetWarning[] => {
    const itemFindings = findings.slice(next, next + kept.length).flat();
    next += kept.length;
    const left = items[index]?.photos.length ?? 0;
    const tooMany: PresetWarning[] =
      left > kept.length ? [{ kind: "tooMany", item, count: left - kept.length }] : [];
    return [...groupFindings(item, kept.length, itemFindings), ...tooMany];
  });
}
