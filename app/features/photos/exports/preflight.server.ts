import pLimit from "p-limit";
import { sharpLibrary } from "~/lib/sharp.server";
import type { PresetWarning, ResolvedItem } from "../batch-schema";
import type { PhotoStore } from "../catalogue/index.server";
import { PHOTO_CHECKS_IN_FLIGHT } from "../constants";
import { photoNumber } from "../item-numbers";
import { type PhotoBackdrop, photoBackdrop } from "./backdrop.server";
import type { ExportPreset } from "./export-presets";
import { fitPhoto, type Size } from "./image-fitting";
import type { PhotoInput } from "./resize-job";
import { groupFindings, type PhotoFinding } from "./warning-groups";

/** The photo's displayed size (a photo taken sideways reports its sides swapped until it is turned). */
async function photoSize(input: PhotoInput): Promise<Size> {
  const sharp = await sharpLibrary();
  const { autoOrient } = await sharp(input).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

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

/** The photo's background, from all its bytes (or its file), or undefined if unreadable. */
async function backdropOf(
  store: PhotoStore,
  item: string,
  fileName: string,
  signal?: AbortSignal,
): Promise<PhotoBackdrop | undefined> {
  const file = await store.open(item, fileName, { signal }).catch(() => undefined);
  if (!file) return undefined;
  try {
    const chunks: Uint8Array[] = [];
    if (!file.path) for await (const chunk of file.body) chunks.push(chunk);
    return await photoBackdrop(file.path ?? Buffer.concat(chunks)).catch(() => undefined);
  } finally {
    await file.close();
  }
}

/** What the pre-flight knows of a photo: its size and, for a pure-white preset, its background. */
interface Checked {
  size: Size;
  backdrop?: PhotoBackdrop;
}

async function check(
  store: PhotoStore,
  preset: ExportPreset,
  { item, fileName }: { item: string; fileName: string },
  signal?: AbortSignal,
): Promise<Checked | undefined> {
  if (preset.pureWhite) {
    const backdrop = await backdropOf(store, item, fileName, signal);
    return backdrop && { size: backdrop.size, backdrop };
  }
  const size = await sizeOf(store, item, fileName, signal);
  return size && { size };
}

/**
 * The share of the frame the product will fill: the whole photo fitted on the canvas, by area (decision
 * 143: the product's edges were unknown); or, trimmed to the product on pure white, its long side's share,
 * which the margin sets (decision 247).
 */
function fillOf({ size, backdrop }: Checked, preset: ExportPreset): number {
  if (preset.pureWhite && backdrop?.nearWhite) return 1 - 2 * preset.pureWhite.margin;
  return fitPhoto(size, preset.canvas).fill;
}

/**
 * What the preset will do to each photo that a channel may refuse, found before the archive starts: a photo
 * smaller than the channel's minimum (it will be enlarged), one whose shape padding would shrink below the
 * channel's share of the frame, one whose background is not near-white enough to be made the pure white
 * the channel asks for (decision 247; the whole photo is then read), and photos beyond the channel's count;
 * one warning per item and kind (decision 245). They are still exported; staff see the warnings beside the result. A photo that cannot be
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
  const checks = await pLimit(PHOTO_CHECKS_IN_FLIGHT).map(photos, (photo) =>
    check(store, preset, photo, signal),
  );
  const findings = photos.map(({ item, fileName }, index): PhotoFinding[] => {
    const checked = checks[index];
    if (!checked) return [];
    const { size, backdrop } = checked;
    const photo = photoNumber(item, fileName) ?? 0;
    const found: PhotoFinding[] = [];
    if (Math.max(size.width, size.height) < preset.minimumLongSide) {
      found.push({ kind: "small", photo, ...size });
    }
    const fill = fillOf(checked, preset);
    if (preset.minimumFill !== undefined && fill < preset.minimumFill) {
      found.push({ kind: "fill", photo, fill });
    }
    if (backdrop && !backdrop.nearWhite) found.push({ kind: "background", photo });
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
