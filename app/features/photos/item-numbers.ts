import { ITEM_NUMBER_PATTERN, MAX_PHOTOS_PER_ITEM } from "./constants";

/**
 * The pieces of the Item Numbers input, in the order entered: split on commas, trimmed, empties dropped.
 * An item entered twice is processed once (its photos would otherwise collide in the zip).
 */
export function splitItemNumbers(input: string): string[] {
  const pieces = input
    .split(",")
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");
  return [...new Set(pieces)];
}

/** Whether `value` is safe to use as an item's folder and file name. */
export function isItemNumber(value: string): boolean {
  return ITEM_NUMBER_PATTERN.test(value);
}

/** `{item}_{NN}.jpg`, NN two digits from 01 (photo 100 is `_100`). */
export function photoFileName(item: string, number: number): string {
  return `${item}_${String(number).padStart(2, "0")}.jpg`;
}

/** The photo number of `fileName` if it is one of `item`'s photo names, else undefined. */
export function photoNumber(item: string, fileName: string): number | undefined {
  const prefix = `${item}_`;
  if (!isItemNumber(item) || !fileName.startsWith(prefix) || !fileName.endsWith(".jpg")) return undefined;
  const digits = fileName.slice(prefix.length, -".jpg".length);
  if (!/^\d{2,3}$/.test(digits)) return undefined;
  const number = Number(digits);
  const valid = number >= 1 && number <= MAX_PHOTOS_PER_ITEM && photoFileName(item, number) === fileName;
  return valid ? number : undefined;
}
