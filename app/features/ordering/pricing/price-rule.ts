// Which price a buyer pays (decision 324; `docs/feeds/prices.md` says the same for the ERP's people).

/** The kinds of price list, in the order they take precedence: one customer's, a group's, everyone's. */
export const PRICE_LIST_KINDS = ["customer", "group", "base"] as const;
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];

/** A price list as the ERP's price feed gave it. */
export interface PriceList {
  code: string;
  kind: PriceListKind;
  /** The customer's number (a customer list) or the group's code (a group list); empty for a base list. */
  appliesTo: string;
  /** First and last day it applies (`2026-12-15`, the head office's days), both inclusive; null is open. */
  startsOn: string | null;
  endsOn: string | null;
}

/** Whose prices: a customer (its number in the ERP) and the price groups it belongs to. */
export interface PriceBuyer {
  customerNumber: string;
  groups: readonly string[];
}

/** One price of a list: of a whole colourway (`gtin` empty) or of one of its SKUs. */
export interface ListPrice {
  listCode: string;
  itemNumber: string;
  gtin: string;
  cents: number;
}

/** The price a buyer pays for a SKU, and the list it comes from. */
export interface BuyerPrice {
  cents: number;
  listCode: string;
  kind: PriceListKind;
}

/** Whether a list applies on `day` (`2026-12-15`): ISO days compare as text. */
export function inEffect(list: PriceList, day: string): boolean {
  return (list.startsOn === null || list.startsOn <= day) && (list.endsOn === null || day <= list.endsOn);
}

/** Whether a list is the buyer's: every base list, its groups' lists, its own. */
export function appliesTo(list: PriceList, buyer: PriceBuyer): boolean {
  if (list.kind === "base") return true;
  if (list.kind === "group") return buyer.groups.includes(list.appliesTo);
  return list.appliesTo === buyer.customerNumber;
}

/**
 * The price of each SKU for a buyer on a day, by the one rule (decision 324):
 * 1. only the lists that are the buyer's and in effect that day count (a future or expired list never does);
 * 2. a list's price of a SKU is its price for that SKU, else its price for the SKU's colourway;
 * 3. the customer's own lists come first, then its groups' lists, then the base lists: the first kind with a
 *    price for the SKU decides, even where a later kind's price is lower (a contract price is the price);
 * 4. within that kind, the lowest price wins (a customer in two groups; two lists of one kind overlapping).
 * A SKU no list prices has no price: it is shown as such and cannot be ordered.
 *
 * `skus`: each SKU's GTIN-14 and its colourway's item number. Returns a map by GTIN of the SKUs priced.
 */
export function buyerPrices(
  lists: readonly PriceList[],
  prices: readonly ListPrice[],
  buyer: PriceBuyer,
  day: string,
  skus: readonly { gtin: string; itemNumber: string }[],
): Map<string, BuyerPrice> {
  const counted = new Map(
    lists.filter((list) => appliesTo(list, buyer) && inEffect(list, day)).map((list) => [list.code, list]),
  );
  // Each counted list's prices, by "list|item|gtin".
  const byKey = new Map<string, number>();
  for (const price of prices)
    if (counted.has(price.listCode))
      byKey.set(`${price.listCode}|${price.itemNumber}|${price.gtin}`, price.cents);
  const answer = new Map<string, BuyerPrice>();
  for (const sku of skus) {
    for (const kind of PRICE_LIST_KINDS) {
      let best: BuyerPrice | undefined;
      for (const list of counted.values()) {
        if (list.kind !== kind) continue;
        const cents =
          byKey.get(`${list.code}|${sku.itemNumber}|${sku.gtin}`) ??
          byKey.get(`${list.code}|${sku.itemNumber}|`);
        if (
          cents !== undefined &&
          (!best || cents < best.cents || (cents === best.cents && list.code < best.listCode))
        )
          best = { cents, listCode: list.code, kind };
      }
      if (best) {
        answer.set(sku.gtin, best);
        break;
      }
    }
  }
  return answer;
}
