/** Where to buy (issue "For retail buyers", §2): its pages, the store file's shape and limits, in one place. */

export const WHERE_TO_BUY_PATH = "/where-to-buy";
/** `?near=L6J 7W5` or `?near=Oakville`: where the visitor is. */
export const NEAR_PARAM = "near";
/** `?brand=dockers`: only the stores that carry that brand (a brand page's search). */
export const BRAND_PARAM = "brand";
export const whereToBuyPathFor = (brandId: string) => `${WHERE_TO_BUY_PATH}?${BRAND_PARAM}=${brandId}`;
/** Where a search's answer starts: a search lands there, with or without scripts. */
export const RESULTS_ANCHOR = "results";
/** Longer than any place name or postal code; what is longer is not looked up. */
export const NEAR_MAX_LENGTH = 80;
/** The nearest stores a search lists: enough to choose from, short enough to read on a phone. */
export const NEAREST_STORES_SHOWN = 20;
/** `?within=100`: how far from the place a search looks, in kilometres; `any` for the whole country. */
export const WITHIN_PARAM = "within";
/** The distances a visitor may choose: a town, a drive, a day trip, a region. */
export const DISTANCE_LIMITS_KM = [25, 50, 100, 250, 500] as const;
export type DistanceLimitKm = (typeof DISTANCE_LIMITS_KM)[number];
/** A drive a shopper would make for a pair of shoes; further only when asked. */
export const DEFAULT_DISTANCE_LIMIT_KM: DistanceLimitKm = 100;
/** The choice of no limit at all. */
export const ANY_DISTANCE = "any";
/** A search's limit as its address gives it: one of the choices, none (`any`), or the default for anything else. */
export function distanceLimitOf(value: string | null): DistanceLimitKm | undefined {
  if (value === ANY_DISTANCE) return undefined;
  return DISTANCE_LIMITS_KM.find((km) => String(km) === value) ?? DEFAULT_DISTANCE_LIMIT_KM;
}
/**
 * A map search for a store's address, in a new tab only when the visitor follows it: a plain link, with no
 * map script or embed on our pages.
 */
export const directionsHref = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** The staff tool that imports the store list, and the current list as a file in the same shape. */
export const STORE_LIST_PATH = "/tools/where-to-buy";
export const STORE_LIST_EXPORT_PATH = "/api/stores/export";

/** The store file's columns, as its header names them (any order; French names accepted too). */
export const STORE_COLUMNS = [
  "name",
  "address",
  "city",
  "province",
  "postal_code",
  "phone",
  "website",
  "brands",
] as const;
export type StoreColumn = (typeof STORE_COLUMNS)[number];
/** Headers a French spreadsheet may carry instead, accents and case aside. */
export const FRENCH_STORE_COLUMNS: Readonly<Record<string, StoreColumn>> = {
  nom: "name",
  adresse: "address",
  ville: "city",
  province: "province",
  code_postal: "postal_code",
  telephone: "phone",
  site_web: "website",
  marques: "brands",
};
/** Columns a row may leave blank; every other one is required. */
export const OPTIONAL_STORE_COLUMNS: readonly StoreColumn[] = ["phone", "website"];
export const STORE_FIELD_MAX_LENGTH: Readonly<Record<Exclude<StoreColumn, "brands">, number>> = {
  name: 120,
  address: 200,
  city: 100,
  province: 40,
  // Room for the spaces and hyphens people type between its parts (`L6J  7W5`, `L6J - 7W5`).
  postal_code: 12,
  phone: 40,
  website: 200,
};
/** A national list fits well under both: a file past them is not a store list. */
export const STORE_FILE_LIMIT_BYTES = 2 * 1024 * 1024;
export const STORE_FILE_MAX_ROWS = 5_000;
/** A checked file waits this long for someone to put it live; then it is dropped. */
export const CHECKED_LIST_KEEP_HOURS = 24;
