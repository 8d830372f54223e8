import type { StringSection } from "~/features/i18n";

/** A brand page's store finder. */
export const STORE_FINDER_STRINGS = ["whereToBuy.finder"] as const satisfies readonly StringSection[];

/** The where-to-buy page: its finder, its results and the data set's credit. */
export const WHERE_TO_BUY_STRINGS = [
  "whereToBuy.finder",
  "whereToBuy.page",
  "whereToBuy.results",
  "whereToBuy.credits",
  "whereToBuy.retailers",
] as const satisfies readonly StringSection[];

/** The staff tool that imports the store list. */
export const STORE_LIST_STRINGS = ["whereToBuy.tools"] as const satisfies readonly StringSection[];
