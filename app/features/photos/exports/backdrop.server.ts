import { sharpLibrary } from "~/lib/sharp.server";
import { type Backdrop, productBounds, readBackdrop } from "./backdrop";
import type { Size } from "./image-fitting";

/**
 * The side of the thumbnail the background is judged on. A JPEG is decoded at an eighth of its size or
 * less for it, so judging costs a few milliseconds beside the resize.
 */
const THUMBNAIL_SIDE = 256;
/**
 * Thumbnail pixels left around the product's box: a part of the product thinner than a thumbnail pixel
 * (a lace, a strap's edge) blurs into its neighbours there, so the trim can never cut it. The background
 * left inside is made white with the rest.
 */
const TRIM_PAD = 2;

export interface PhotoBackdrop extends Backdrop {
  /** The photo's displayed size (EXIF orientation applied). */
  size: Size;
  /** Where to trim a near-white photo to its product, in the upright photo's pixels. */
  trim?: { left: number; top: number; width: number; height: number };
}

/**
 * The photo's background, judged on a small upright copy of it, and the product's box found there
 * (decision 247): sharp's own trim reads the whole photo at full size once more and ran the export ten
 * times slower.
 */
export async function photoBackdrop(input: Buffer | string): Promise<PhotoBackdrop> {
  const sharp = await sharpLibrary();
  const { data, info } = await sharp(input)
    .autoOrient()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "inside" })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { autoOrient } = await sharp(input).metadata();
  const size = { width: autoOrient.width, height: autoOrient.height };
  const backdrop = readBackdrop(data, info.width, info.height);
  const bounds = backdrop.nearWhite
    ? productBounds(data, info.width, info.height, backdrop.colour)
    : undefined;
  if (!bounds) return { ...backdrop, size };
  const scale = size.width / info.width;
  const left = Math.max(0, Math.floor((bounds.left - TRIM_PAD) * scale));
  const top = Math.max(0, Math.floor((bounds.top - TRIM_PAD) * scale));
  const right = Math.min(size.width, Math.ceil((bounds.left + bounds.width + TRIM_PAD) * scale));
  const bottom = Math.min(size.height, Math.ceil((bounds.top + bounds.height + TRIM_PAD) * scale));
  return { ...backdrop, size, trim: { left, top, width: right - left, height: bottom - top } };
}
