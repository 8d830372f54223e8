import { withoutHiddenCharacters } from "~/lib/text-rules";
import { ITEM_NUMBER_PATTERN, MAX_PHOTOS_PER_ITEM } from "./constants";

/**
 * What separates item numbers: commas (SPEC.md §5), and the line breaks, tabs and spaces a column copied from
 * a spreadsheet arrives with (decision 239). No item number holds any of them.
 */
const SEPARATORS = /[\s,]+/;

/** Where a pasted column's or row's first cell ends. */
const FIRST_CELL = /^[^,\t\r\n]*/;

/**
 * The words a column of item numbers is titled with, in English and French, written without accents
 * (`Item #`, `Item number`, `SKU`, `Style no.`, `No d'article`, `Numéro d’article`, `N° de produit`).
 */
const COLUMN_TITLE_WORDS = new Set([
  ...["item", "items", "number", "numbers", "no", "nos", "num", "nbr", "sku", "skus", "style", "styles"],
  ...["article", "articles", "numero", "numeros", "n", "d", "de", "du", "product", "produit", "code", "ref"],
  ...["reference", "model", "modele", "upc", "id"],
]);

/**
 * Whether a first cell is a column's title, not an item number: every word of it is one of the words such
 * titles are made of, whatever its accents, case and punctuation (`#`, `°`, `.`, apostrophes).
 */
export function isColumnTitle(cell: string): boolean {
  const words = cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9#]+/)
    .filter(Boolean);
  return (
    words.length > 0 && words.every((word) => word === "#" || COLUMN_TITLE_WORDS.has(word.replace(/#$/, "")))
  );
}

/**
 * The pieces of the Item Numbers input, in the order entered, empties dropped. The browser and the server
 * both read the field through this, so the note under it and the run agree on what was entered.
 * A column pasted with its title (`Item #`) loses the title: its words are no item numbers (decision 292).
 * An item entered twice is processed once (its photos would otherwise collide in the zip). The invisible and
 * control characters a paste brings along (a zero-width space, a direction mark) are dropped: no item number
 * holds one, and a piece showing as `20706-200` in the note must be that item (decision 277).
 */
export function splitItemNumbers(input: string): string[] {
  const visible = withoutHiddenCharacters(input).trimStart();
  const firstCell = FIRST_CELL.exec(visible)?.[0] ?? "";
  const items = isColumnTitle(firstCell) ? visible.slice(firstCell.length) : visible;
  const pieces = items.split(SEPARATORS).filter((piece) => piece !== "");
  return [...new Set(pieces)];
}

/** The pieces of the input that cannot be item numbers, for the note beside the field. */
export function notItemNumbers(input: string): string[] {
  return splitItemNumbers(input).filter((piece) => !isItemNumber(piece));
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
