import { MAX_LINE_QUANTITY } from "../cart/cart-rules";

/** A size grid's cells that take a quantity, by row (width) and column (size): each SKU's GTIN, null where none is made. */
export type EntryCells = readonly (readonly (string | null)[])[];

export interface CellPlace {
  row: number;
  column: number;
}

const STEPS = {
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
} as const;

export type ArrowKey = keyof typeof STEPS;

export const isArrowKey = (key: string): key is ArrowKey => key in STEPS;

/**
 * The cell an arrow key moves to from `from`, as in a spreadsheet: the next made cell that way, over sizes not
 * made in this width; undefined at the grid's edge.
 */
export function neighbour(cells: EntryCells, from: CellPlace, key: ArrowKey): CellPlace | undefined {
  const step = STEPS[key];
  let { row, column } = from;
  for (;;) {
    row += step.row;
    column += step.column;
    const line = cells[row];
    if (!line || column < 0 || column >= line.length) return undefined;
    if (line[column]) return { row, column };
  }
}

/** A quantity as a cell takes it: a whole number from 0 to the line's maximum; undefined for anything else. */
export function cellQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return quantity <= MAX_LINE_QUANTITY ? quantity : undefined;
}

/**
 * A block pasted from a spreadsheet (rows of tab-separated cells) laid over the grid from `at`: each block cell
 * on the grid cell it covers, rightwards across sizes and down across widths, as the sheet laid them out. Sizes
 * not made, cells beyond the grid and cells that hold no quantity (a word, a blank) are passed over. Undefined
 * when the text is a single value, which the cell takes as typed.
 */
export function pastedQuantities(
  cells: EntryCells,
  at: CellPlace,
  text: string,
): Map<string, number> | undefined {
  const rows = text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/);
  if (rows.length === 1 && !rows[0]?.includes("\t")) return undefined;
  const quantities = new Map<string, number>();
  rows.forEach((line, rowOffset) => {
    line.split("\t").forEach((value, columnOffset) => {
      const gtin = cells[at.row + rowOffset]?.[at.column + columnOffset];
      const quantity = cellQuantity(value);
      if (gtin && quantity !== undefined) quantities.set(gtin, quantity);
    });
  });
  return quantities;
}

/**
 * A size run filled: `quantity` in every made size of `row` from column `from` to `to` (either way round).
 */
export function filledRun(
  cells: EntryCells,
  row: number,
  from: number,
  to: number,
  quantity: number,
): Map<string, number> {
  const quantities = new Map<string, number>();
  const line = cells[row] ?? [];
  for (let column = Math.min(from, to); column <= Math.max(from, to); column++) {
    const gtin = line[column];
    if (gtin) quantities.set(gtin, quantity);
  }
  return quantities;
}

/** A prepack's units added to the quantities already typed, each capped at the line's maximum. */
export function withPrepack(
  typed: ReadonlyMap<string, number>,
  prepack: readonly { gtin: string; quantity: number }[],
): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { gtin, quantity } of prepack)
    quantities.set(gtin, Math.min(MAX_LINE_QUANTITY, (typed.get(gtin) ?? 0) + quantity));
  return quantities;
}
