import type { Sharp, SharpOptions } from "sharp";
import { fallbackWidth, IMAGE_KINDS, type ImageKind, variantUrl } from "./image-variants.ts";

/** Low AVIF effort keeps a full build quick on two cores; the quality setting does the rest. */
const AVIF = { quality: 52, effort: 0 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;

/** One file of a responsive image: its address under the site root and its bytes. */
export interface ImageVariant {
  url: string;
  bytes: Buffer;
}

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;

/**
 * Every size and format the site serves of one image of `kind` (decision 106): AVIF at each width and a JPEG at
 * the fallback width, cropped to the kind's proportions around what draws the eye. The build (our artwork and
 * photos in content/) and the studio (uploads) make them with this one function, so an upload looks like the rest.
 * `name` is the image's name (`brands/aquatalia/hero`). The source is turned upright by its EXIF orientation;
 * nothing of its metadata is kept.
 */
export async function responsiveVariants(
  sharp: SharpFactory,
  source: Buffer | string,
  name: string,
  kind: ImageKind,
  options: SharpOptions = {},
): Promise<ImageVariant[]> {
  const { width, height, widths } = IMAGE_KINDS[kind];
  const master = await sharp(source, options)
    .rotate()
    .resize(width, height, { fit: "cover", position: "attention" })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  const sized = (w: number) => sharp(master).resize(w);
  const jobs = widths.flatMap((w) => {
    const avif = sized(w)
      .avif(AVIF)
      .toBuffer()
      .then((bytes) => ({ url: variantUrl(name, w, "avif"), bytes }));
    if (w !== fallbackWidth(kind)) return [avif];
    const jpeg = sized(w)
      .jpeg(JPEG)
      .toBuffer()
      .then((bytes) => ({ url: variantUrl(name, w, "jpg"), bytes }));
    return [avif, jpeg];
  });
  return Promise.all(jobs);
}
