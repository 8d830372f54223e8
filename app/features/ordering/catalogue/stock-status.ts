/**
 * At or under this many units to sell, a cell reads "low" (decision 331): about a size run's worth of one
 * size for a small store, the point where a buyer should order now rather than later.
 */
export const LOW_STOCK_UNITS = 6;

/** What a size × width cell of the grid says of its stock. */
export type StockStatus = "inStock" | "low" | "incoming" | "soldOut";

/** A SKU's stock as the buyer sees it. */
export interface CellStock {
  /** Available to sell: the ERP's figure less what orders here hold, never below nothing. */
  ats: number;
  /** The next receipt, when one is due from today on. */
  incoming: { quantity: number; date: string } | null;
}

/** The buyer's available to sell of a SKU. */
export function availableToSell(erpAts: number, reserved: number): number {
  return Math.max(0, erpAts - reserved);
}

/**
 * The next receipt a buyer can count on: a positive quantity on `today` or later (the head office's day);
 * a date past is the ERP's stale word, not a delivery.
 */
export function nextReceipt(
  quantity: number | null,
  date: string | null,
  today: string,
): CellStock["incoming"] {
  return quantity && quantity > 0 && date && date >= today ? { quantity, date } : null;
}

/** In stock, low, sold out with a receipt coming (incoming), or sold out. */
export function stockStatus({ ats, incoming }: CellStock): StockStatus {
  if (ats > LOW_STOCK_UNITS) return "inStock";
  if (ats > 0) return "low";
  return incoming ? "incoming" : "soldOut";
}
