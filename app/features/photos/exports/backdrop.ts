/**
 * A photo's background, judged from its pixels (decision 247): whether it is a near-white studio background
 * that can safely be made pure white, and where the product lies on it. Pixels are 8-bit RGB, row by row.
 */

export type Rgb = readonly [number, number, number];

/**
 * How far, per channel, a pixel may be darker than the background and still count as background; the trim
 * uses it as its threshold. A studio background's grain and a JPEG's noise stay well inside it; a product's
 * edge or a soft shadow does not.
 */
export const BACKGROUND_TOLERANCE = 24;
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

/** Whether the pixel at `offset` is background: no channel darker than the background's by more than the tolerance. */
const isBackground = (pixels: Uint8Array, offset: number, colour: Rgb) =>
  (pixels[offset * 3] ?? 0) >= colour[0] - BACKGROUND_TOLERANCE &&
  (pixels[offset * 3 + 1] ?? 0) >= colour[1] - BACKGROUND_TOLERANCE &&
  (pixels[offset * 3 + 2] ?? 0) >= colour[2] - BACKGROUND_TOLERANCE;

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
 * The box around everything that is not background, in pixels, or undefined when the photo is background
 * only: how large the product will be once trimmed.
 */
export function productBounds(
  pixels: Uint8Array,
  width: number,
  height: number,
  colour: Rgb,
): { left: number; top: number; width: number; height: number } | undefined {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (isBackground(pixels, y * width + x, colour)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return undefined;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Makes the background pure white in place: every background pixel reachable from the border without
 * crossing the product. A light part inside the product (a white sole's highlight) is not reached, so the
 * product keeps its own pixels; only a light part touching the background is taken with it.
 */
export function whitenBackground(pixels: Uint8Array, width: number, height: number, colour: Rgb): void {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let size = 0;
  const visit = (offset: number) => {
    if (seen[offset] || !isBackground(pixels, offset, colour)) return;
    seen[offset] = 1;
    stack[size++] = offset;
  };
  for (const offset of borderPixels(width, height)) visit(offset);
  while (size > 0) {
    const offset = stack[--size] ?? 0;
    pixels.fill(255, offset * 3, offset * 3 + 3);
    const x = offset % width;
    if (x > 0) visit(offset - 1);
    if (x < width - 1) visit(offset + 1);
    if (offset >= width) visit(offset - width);
    if (offset < (height - 1) * width) visit(offset + width);
  }
}
