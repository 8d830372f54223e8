/**
 * A photo's background, judged from its pixels (decision 247): whether it is a near-white studio background
 * that can safely be made pure white, and making it so. Pixels are 8-bit RGB, row by row.
 */

type Rgb = readonly [number, number, number];

/**
 * How far, per channel, a pixel may be darker than the background and still count as background, for the
 * trim's box and the flood fill alike. A studio background's grain and a JPEG's noise stay well inside it; a product's
 * edge or a soft shadow does not.
 */
const BACKGROUND_TOLERANCE = 24;
/** Every channel of a near-white background is at least this light (80 %): light grey, not mid grey. */
const NEAR_WHITE_LEVEL = 204;
/** A tinted background (pale pink, cream) spreads its channels further than this: it is not white. */
const NEAR_WHITE_TINT = 24;
/** The share of the border that must be background; the rest may be the product touching the frame. */
const BORDER_SHARE = 0.9;

export interface Backdrop {
  /** The border's typical colour (per-channel median): what the trim compares against. */
  colour: Rgb;
  /** Light, untinted and even along the border: safe to make pure white. */
  nearWhite: boolean;
}

const median = (values: number[]) => {
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 0;
};

/** The offsets of the border's pixels (first and last rows and columns). */
function borderPixels(width: number, height: number): number[] {
  const offsets: number[] = [];
  for (let x = 0; x < width; x++) offsets.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) offsets.push(y * width, y * width + width - 1);
  return offsets;
}

/**
 * The background as the photo's border shows it. A patterned background fails the border test (its pixels
 * stray from the median), a dark or tinted one the colour test.
 */
export function readBackdrop(pixels: Uint8Array, width: number, height: number): Backdrop {
  const border = borderPixels(width, height);
  const channel = (index: number) => median(border.map((offset) => pixels[offset * 3 + index] ?? 0));
  const colour: Rgb = [channel(0), channel(1), channel(2)];
  const within = border.filter((offset) =>
    colour.every(
      (value, index) => Math.abs((pixels[offset * 3 + index] ?? 0) - value) <= BACKGROUND_TOLERANCE,
    ),
  ).length;
  const nearWhite =
    Math.min(...colour) >= NEAR_WHITE_LEVEL &&
    Math.max(...colour) - Math.min(...colour) <= NEAR_WHITE_TINT &&
    within >= border.length * BORDER_SHARE;
  return { colour, nearWhite };
}

/**
 * The box around everything that is not background, or undefined when the photo is background only: where
 * the trim cuts, found on the thumbnail the background was judged on.
 */
export function productBounds(
  pixels: Uint8Array,
  width: number,
  height: number,
  colour: Rgb,
): { left: number; top: number; width: number; height: number } | undefined {
  const background = backgroundMask(pixels, width * height, colour);
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (background[y * width + x]) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return undefined;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** 1 for each pixel that is background, in one pass over the pixels. */
function backgroundMask(pixels: Uint8Array, count: number, [red, green, blue]: Rgb): Uint8Array {
  const mask = new Uint8Array(count);
  const low = [red - BACKGROUND_TOLERANCE, green - BACKGROUND_TOLERANCE, blue - BACKGROUND_TOLERANCE];
  const [lowRed = 0, lowGreen = 0, lowBlue = 0] = low;
  for (let offset = 0, byte = 0; offset < count; offset++, byte += 3) {
    if (
      (pixels[byte] ?? 0) >= lowRed &&
      (pixels[byte + 1] ?? 0) >= lowGreen &&
      (pixels[byte + 2] ?? 0) >= lowBlue
    ) {
      mask[offset] = 1;
    }
  }
  return mask;
}

/** A mask over the thumbnail: 1 where the background is, as far as the flood fill reached. */
export interface BackgroundRegion {
  mask: Uint8Array;
  width: number;
  height: number;
}

/** The part of the photo a region's pixels cover: a box in the region's own pixels (fractions allowed). */
export interface RegionArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Thumbnail pixels the background region is grown by into what the thumbnail counts as product. A
 * thumbnail pixel at the product's edge mixes product and background and reads as product; growing by two
 * lets the full-size test below reach the background right up to the edge, while the product's own pixels,
 * which are not near the background's colour, are still never touched.
 */
const REGION_GROWTH = 2;

/**
 * The background as a flood fill from the thumbnail's border reaches it, over every pixel no channel of
 * which is more than the tolerance darker than the background's colour, then grown a little (see
 * REGION_GROWTH). A light part the product encloses is not reached. On a 256-pixel thumbnail it costs a
 * millisecond or two; on the full-size photo it took longer than encoding the image.
 */
export function backgroundRegion(
  pixels: Uint8Array,
  width: number,
  height: number,
  colour: Rgb,
): BackgroundRegion {
  const count = width * height;
  // 1: background not yet reached; 2: reached.
  const mask = backgroundMask(pixels, count, colour);
  const stack = new Int32Array(count);
  let size = 0;
  const reach = (offset: number) => {
    if (mask[offset] !== 1) return;
    mask[offset] = 2;
    stack[size++] = offset;
  };
  for (const offset of borderPixels(width, height)) reach(offset);
  while (size > 0) {
    const offset = stack[--size] ?? 0;
    const x = offset % width;
    if (x > 0) reach(offset - 1);
    if (x < width - 1) reach(offset + 1);
    if (offset >= width) reach(offset - width);
    if (offset + width < count) reach(offset + width);
  }
  let region: Uint8Array = mask.map((value) => (value === 2 ? 1 : 0));
  for (let step = 0; step < REGION_GROWTH; step++) region = grown(region, width, height);
  return { mask: region, width, height };
}

/** The mask with every pixel beside a set one (left, right, above, below) set too. */
function grown(mask: Uint8Array, width: number, height: number): Uint8Array {
  const next = mask.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * width + x;
      if (mask[offset]) continue;
      if (
        (x > 0 && mask[offset - 1]) ||
        (x < width - 1 && mask[offset + 1]) ||
        (y > 0 && mask[offset - width]) ||
        (y < height - 1 && mask[offset + width])
      ) {
        next[offset] = 1;
      }
    }
  }
  return next;
}

/**
 * Makes the background pure white in place: every pixel of `pixels` (the photo, or the part of it `area`
 * names, at any size) that lies inside the thumbnail's background region and is itself near the
 * background's colour becomes RGB 255. The region decides where the background is, so a light part the
 * product encloses keeps its pixels; the test per pixel decides what is background at full size, so the
 * product's edge, dark or coloured, is never painted over. One pass with a lookup per row and column.
 */
export function whitenBackground(
  pixels: Uint8Array,
  width: number,
  height: number,
  colour: Rgb,
  region: BackgroundRegion,
  area: RegionArea = { left: 0, top: 0, width: region.width, height: region.height },
): void {
  const regionColumn = (x: number) =>
    Math.min(region.width - 1, Math.floor(area.left + ((x + 0.5) * area.width) / width));
  const columns = Int32Array.from({ length: width }, (_, x) => regionColumn(x));
  const [red, green, blue] = colour;
  const lowRed = red - BACKGROUND_TOLERANCE;
  const lowGreen = green - BACKGROUND_TOLERANCE;
  const lowBlue = blue - BACKGROUND_TOLERANCE;
  for (let y = 0; y < height; y++) {
    const regionRow = Math.min(region.height - 1, Math.floor(area.top + ((y + 0.5) * area.height) / height));
    const rowStart = regionRow * region.width;
    for (let x = 0, byte = y * width * 3; x < width; x++, byte += 3) {
      if (
        region.mask[rowStart + (columns[x] ?? 0)] &&
        (pixels[byte] ?? 0) >= lowRed &&
        (pixels[byte + 1] ?? 0) >= lowGreen &&
        (pixels[byte + 2] ?? 0) >= lowBlue
      ) {
        pixels[byte] = 255;
        pixels[byte + 1] = 255;
        pixels[byte + 2] = 255;
      }
    }
  }
}
