import { sharpLibrary } from "~/lib/sharp.server";
import { type Backdrop, productBounds, readBackdrop } from "./backdrop";
import type { Size } from "./image-fitting";

/**
 * The side of the thumbnail the background is judged on. A JPEG is decoded at an eighth of its size or
 * less for it, so judging costs a few milliseconds beside the resize; the product's box is found to within
 * a few source pixels, enough for a warning.
 */
const THUMBNAIL_SIDE = 256;

export interface PhotoBackdrop extends Backdrop {
  /** The photo's displayed size (EXIF orientation applied). */
  size: Size;
  /** The product's size in source pixels, once trimmed; the whole photo when nothing can be trimmed. */
  product: Size;
}

/** The photo's background, judged on a small upright copy of it (decision 247). */
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
  const scale = size.width / info.width;
  const product = bounds
    ? {
        width: Math.min(size.width, Math.ceil(bounds.width * scale)),
        height: Math.min(size.height, Math.ceil(bounds.height * scale)),
      }
    : size;
  return { ...backdrop, size, product };
}
