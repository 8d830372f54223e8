import {
  LOGO_STRIP_MAX_STEP_MS,
  LOGO_STRIP_ROW_LENGTH,
  LOGO_STRIP_ROWS,
  REFERENCE_FRAMES_PER_SECOND,
} from "./constants";

export type StripDirection = "left" | "right";

/** Rows alternate: the first moves left, the second right, and so on. */
export function rowDirection(row: number): StripDirection {
  return row % 2 === 0 ? "left" : "right";
}

/** The strip's brands as rows of 7, in site order; never more than the spec's 3 rows. */
export function stripRows<T>(items: readonly T[]): T[][] {
  return Array.from({ length: LOGO_STRIP_ROWS }, (_, row) =>
    items.slice(row * LOGO_STRIP_ROW_LENGTH, (row + 1) * LOGO_STRIP_ROW_LENGTH),
  ).filter((row) => row.length > 0);
}

/** `value` wrapped into [0, size): shifting a row by whole copies looks the same. */
function wrap(value: number, size: number): number {
  return ((value % size) + size) % size;
}

/**
 * How far a row has travelled into its loop after `elapsedMs`: the spec's pixels per frame become pixels per
 * second at 60 frames per second, so the speed is the same on a 60 Hz and a 144 Hz screen.
 */
export function advance(travelled: number, elapsedMs: number, pxPerFrame: number, loopWidth: number): number {
  if (loopWidth <= 0) return 0;
  const step = Math.min(Math.max(elapsedMs, 0), LOGO_STRIP_MAX_STEP_MS);
  return wrap(travelled + (pxPerFrame * REFERENCE_FRAMES_PER_SECOND * step) / 1000, loopWidth);
}

/**
 * The row's horizontal shift for a distance travelled. A row holds four copies of its logos and shows from
 * the second one on (the one keyboard users reach), so a left-moving row goes from -width to -2 × width and a
 * right-moving one back; either way a whole copy is always in view on each side of the visible one.
 */
export function rowOffset(travelled: number, loopWidth: number, direction: StripDirection): number {
  return direction === "left" ? -loopWidth - travelled : travelled - 2 * loopWidth;
}

/** The distance travelled that gives a row this shift: how the strip brings a focused logo into view. */
export function travelledFor(offset: number, loopWidth: number, direction: StripDirection): number {
  return direction === "left" ? -offset - loopWidth : offset + 2 * loopWidth;
}
