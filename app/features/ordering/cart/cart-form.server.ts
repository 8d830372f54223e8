import { isShortageChoice, MAX_LINE_QUANTITY, type ShortageChoice } from "./cart-rules";
import type { CartEntry, LineChange } from "./cart-store.server";

/** The largest cart form: a 2,000-line cart's fields, or a grid of every size and width of a style. */
export const CART_FORM_LIMIT_BYTES = 256 * 1024;

/** A quantity field is `qty-{GTIN-14}`, a line's shortage choice `shortage-{GTIN-14}`. */
const QUANTITY_FIELD = /^qty-(\d{14})$/;

/** A quantity as a person types it: a whole number, spaces around it forgiven; an empty cell is none. */
function quantityOf(text: string): number | "none" | "bad" {
  const value = text.trim();
  if (value === "") return "none";
  if (!/^\d{1,6}$/.test(value)) return "bad";
  const quantity = Number(value);
  return quantity > MAX_LINE_QUANTITY ? "bad" : quantity;
}

/**
 * The quantities a size grid (or any form of `qty-{gtin}` fields) asks to add: every cell with a number above
 * 0, in the form's order. `bad` when a cell holds something that is not a whole number from 0 to 99,999.
 */
export function gridEntries(form: URLSearchParams): { entries: CartEntry[]; bad: boolean } {
  const entries: CartEntry[] = [];
  let bad = false;
  for (const [name, value] of form) {
    const gtin = QUANTITY_FIELD.exec(name)?.[1];
    if (!gtin) continue;
    const quantity = quantityOf(value);
    if (quantity === "bad") bad = true;
    else if (quantity !== "none" && quantity > 0) entries.push({ gtin, quantity });
  }
  return { entries, bad };
}

/**
 * The changes the cart page sends: each line's quantity (empty or 0 removes it) and shortage choice, and a
 * line removed by its own button (`remove={gtin}`). `bad` when a quantity is not a whole number.
 */
export function cartChanges(form: URLSearchParams): { changes: LineChange[]; bad: boolean } {
  const removed = form.get("remove");
  if (removed !== null)
    return /^\d{14}$/.test(removed)
      ? { changes: [{ gtin: removed, quantity: 0, shortage: null }], bad: false }
      : { changes: [], bad: true };
  const changes: LineChange[] = [];
  let bad = false;
  for (const [name, value] of form) {
    const gtin = QUANTITY_FIELD.exec(name)?.[1];
    if (!gtin) continue;
    const quantity = quantityOf(value);
    if (quantity === "bad") {
      bad = true;
      continue;
    }
    const choice = form.get(`shortage-${gtin}`) ?? "";
    const shortage: ShortageChoice | null = isShortageChoice(choice) ? choice : null;
    changes.push({ gtin, quantity: quantity === "none" ? 0 : quantity, shortage });
  }
  return { changes, bad };
}
