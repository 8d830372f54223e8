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

/**
 * Makes the background pure white in place: every background pixel reachable from the border without
 * crossing the product. A light part inside the product (a white sole's highlight) is not reached, so the
 * product keeps its own pixels; only a light part touching the background is taken with it. It runs on the
 * server's main thread over a few megapixels, so it works on a byte mask with plain loops.
 */
export function whitenBackground(pixels: Uint8Array, width: number, height: number, colour: Rgb): void {
  const count = width * height;
  // 1: background not yet reached; 2: reached.
  const mask = backgroundMask(pixels, count, colour);
  const stack = new Int32Array(count);
  let size = 0;
  for (const offset of borderPixels(width, height)) {
    if (mask[offset] !== 1) continue;
    mask[offset] = 2;
    stack[size++] = offset;
  }
  while (size > 0) {
    const offset = stack[--size] ?? 0;
    const x = offset % width;
    if (x > 0 && mask[offset - 1] === 1) {
      mask[offset - 1] = 2;
      stack[size++] = offset - 1;
    }
    if (x < width - 1 && mask[offset + 1] === 1) {
      mask[offset + 1] = 2;
      stack[size++] = offset + 1;
    }
    if (offset >= width && mask[offset - width] === 1) {
      mask[offset - width] = 2;
      stack[size++] = offset - width;
    }
    if (offset + width < count && mask[offset + width] === 1) {
      mask[offset + width] = 2;
      stack[size++] = offset + width;
    }
  }
  for (let offset = 0, byte = 0; offset < count; offset++, byte += 3) {
    if (mask[offset] !== 2) continue;
    pixels[byte] = 255;
    pixels[byte + 1] = 255;
    pixels[byte + 2] = 255;
  }
}
