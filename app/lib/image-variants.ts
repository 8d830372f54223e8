/**
 * The raster images the site serves, by kind: each is made at fixed widths from one source (our artwork,
 * or a real photo dropped into `content/`) and cropped to the kind's proportions. The build and the pages
 * both derive file names from here, so no manifest is needed.
 */
export const IMAGE_KINDS = {
  hero: { width: 1920, height: 1080, widths: [768, 1280, 1920] },
  section: { width: 1200, height: 900, widths: [600, 800, 1200] },
  tile: { width: 640, height: 640, widths: [320, 400, 640] },
  contact: { width: 960, height: 1080, widths: [480, 960] },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

/**
 * A raster image ready for `<picture>`: an AVIF `srcset`, one JPEG for browsers without AVIF (decision 106), its
 * intrinsic size.
 */
export interface ResponsiveImage {
  avif: string;
  fallback: string;
  width: number;
  height: number;
  /** What a photograph shows (an upload's description); none for our artwork, which is decoration. */
  alt?: string;
}

/** Where the build writes raster images, under `public/` (served from the site root). */
export const GENERATED_IMAGES_PATH = "/img";

/** The width the JPEG fallback is made at: the middle one, good enough for the rare browser that needs it. */
export function fallbackWidth(kind: ImageKind): number {
  const { widths } = IMAGE_KINDS[kind];
  return widths[Math.floor((widths.length - 1) / 2)] ?? IMAGE_KINDS[kind].width;
}

/** `name` is the image's path without extension, e.g. `brands/aquatalia/hero`. */
export function variantUrl(name: string, width: number, format: "avif" | "jpg"): string {
  return `${GENERATED_IMAGES_PATH}/${name}-${width}.${format}`;
}

export function responsiveImage(name: string, kind: ImageKind): ResponsiveImage {
  const { width, height, widths } = IMAGE_KINDS[kind];
  return {
    avif: widths.map((w) => `${variantUrl(name, w, "avif")} ${w}w`).join(", "),
    fallback: variantUrl(name, fallbackWidth(kind), "jpg"),
    width,
    height,
  };
}
