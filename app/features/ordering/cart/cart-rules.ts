/** The most units one cart line may ask for: more is a typing slip, not an order. */
export const MAX_LINE_QUANTITY = 99_999;

/** The most lines one cart holds: twice the thousand-line orders buyers send (issue 51 §5). */
export const MAX_CART_LINES = 2_000;

/** What to do with units over what is available: backorder them, or ship what there is and cancel the rest. */
export const SHORTAGE_CHOICES = ["backorder", "cancel"] as const;
export type ShortageChoice = (typeof SHORTAGE_CHOICES)[number];

export const isShortageChoice = (value: string): value is ShortageChoice =>
  (SHORTAGE_CHOICES as readonly string[]).includes(value);

/**
 * A quantity in whole case packs: rounded up to the next multiple of `casePack` (a case pack of 1 or less sells
 * by the unit). Said to the buyer whenever it changes what they asked (issue 51 §1).
 */
export function inWholeCases(quantity: number, casePack: number): number {
  const pack = Math.max(1, casePack);
  return Math.ceil(quantity / pack) * pack;
}

/** How a line's units split when it asks for more than is available, by the buyer's choice. */
export function lineSplit(
  quantity: number,
  available: number,
  shortage: ShortageChoice | null,
): { shipping: number; backordered: number; cancelled: number } {
  const shipping = Math.min(quantity, Math.max(0, available));
  const rest = quantity - shipping;
  if (rest === 0 || shortage === null) return { shipping, backordered: 0, cancelled: 0 };
  return shortage === "backorder"
    ? { shipping, backordered: rest, cancelled: 0 }
    : { shipping, backordered: 0, cancelled: rest };
}
