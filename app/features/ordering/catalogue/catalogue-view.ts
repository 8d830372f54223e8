import type { StockStatus } from "./stock-status";

/** A facet's choices as the filter form lists them: value, words, how many styles each would show. */
export interface FacetChoice {
  value: string;
  label: string;
  count: number;
}

/** A colourway on a result card, in the buyer's words and money. */
export interface CardColourway {
  itemNumber: string;
  colour: string;
  /** `$120.00` or `$110.00–$120.00`; null when no list of theirs prices it. */
  price: string | null;
  /** `12 available`, `Sold out`, or `Incoming Dec 15`. */
  stock: string;
  status: StockStatus;
}

/** A style as a result card shows it. */
export interface StyleCard {
  styleNumber: string;
  name: string;
  brand: string;
  season: string;
  msrp: string;
  colourways: CardColourway[];
}

/** The image a catalogue item shows, at a size the images route makes. */
export function catalogueImagePath(itemNumber: string, size: "card" | "large"): string {
  return `/images/catalogue/${encodeURIComponent(itemNumber)}/${size}.webp`;
}

/** A style as a public brand page shows it: names and colourways, never a price or a stock figure. */
export interface PublicStyle {
  styleNumber: string;
  name: string;
  /** Each colourway's item number (its photo) and colour name. */
  colourways: { itemNumber: string; colour: string }[];
}
