import { sharpLibrary } from "~/lib/sharp.server";
import {
  type Backdrop,
  type BackgroundRegion,
  backgroundRegion,
  productBounds,
  type RegionArea,
  readBackdrop,
} from "./backdrop";
import type { Box, Size } from "./image-fitting";

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
  trim?: Box;
  /**
   * Asked for by the export only: where the thumbnail's background is, and the part of the thumbnail the
   * trimmed photo covers, for `whitenBackground`.
   */
  background?: { region: BackgroundRegion; area: RegionArea };
}

/**
 * The photo's background, judged on a small upright copy of it, and the product's box found there
 * (decision 247): sharp's own trim reads the whole photo at full size once more and ran the export ten
 * times slower. With `region`, a near-white photo also gets the background's region on that copy. The
 * photo is opened once: its header gives the displayed size, the thumbnail is decoded from the same input.
 */
export async function photoBackdrop(
  input: Buffer | string,
  { region = false }: { region?: boolean } = {},
): Promise<PhotoBackdrop> {
  const sharp = await sharpLibrary();
  const photo = sharp(input);
  const { autoOrient } = await photo.metadata();
  const { data, info } = await photo
    .autoOrient()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "inside" })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = { width: autoOrient.width, height: autoOrient.height };
  const backdrop = readBackdrop(data, info.width, info.height);
  if (!backdrop.nearWhite) return { ...backdrop, size };
  const bounds = productBounds(data, info.width, info.height, backdrop.colour);
  const scaleX = size.width / info.width;
  const scaleY = size.height / info.height;
  const trim = bounds && {
    left: Math.max(0, Math.floor((bounds.left - TRIM_PAD) * scaleX)),
    top: Math.max(0, Math.floor((bounds.top - TRIM_PAD) * scaleY)),
    right: Math.min(size.width, Math.ceil((bounds.left + bounds.width + TRIM_PAD) * scaleX)),
    bottom: Math.min(size.height, Math.ceil((bounds.top + bounds.height + TRIM_PAD) * scaleY)),
  };
  const box = trim
    ? { left: trim.left, top: trim.top, width: trim.right - trim.left, height: trim.bottom - trim.top }
    : { left: 0, top: 0, ...size };
  const background = region
    ? {
        region: backgroundRegion(data, info.width, info.height, backdrop.colour),
        area: {
          left: box.left / scaleX,
          top: box.top / scaleY,
          width: box.width / scaleX,
          height: box.height / scaleY,
        },
      }
    : undefined;
  return { ...backdrop, size, ...(trim && { trim: box }), ...(background && { background }) };
}
