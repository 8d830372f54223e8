import { PROVINCE_CODES, PROVINCES, type ProvinceCode } from "@content/company/fields";

/**
 * A place name as a search compares it: accents, case and punctuation aside, "St" and "Ste" read as "Saint"
 * and "Sainte" (`Saint-Jérôme`, `St. Jerome` and `st jerome` are one key).
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/\bst\b/g, "saint")
    .replace(/\bste\b/g, "sainte");
}

/** Each province or territory by its code and its names in both languages, as keys. */
const PROVINCE_KEYS: ReadonlyMap<string, ProvinceCode> = new Map(
  PROVINCE_CODES.flatMap((code) => [
    [placeKey(code), code],
    [placeKey(PROVINCES[code].en), code],
    [placeKey(PROVINCES[code].fr), code],
  ]),
);

/** The province a field names (`ON`, `Ontario`, `Québec`), if it names one. */
export const provinceNamed = (value: string): ProvinceCode | undefined => PROVINCE_KEYS.get(placeKey(value));

/**
 * A place as typed, split into the town and the province it may end with (`Oakville, ON`, `Laval Québec`):
 * the province only when something is left before it, so `Québec` alone is the city.
 */
export function placeQuery(typed: string): { town: string; province?: ProvinceCode } {
  const key = placeKey(typed);
  const words = key.split(" ");
  for (let split = 1; split < words.length; split++) {
    const province = PROVINCE_KEYS.get(words.slice(split).join(" "));
    if (province) return { town: words.slice(0, split).join(" "), province };
  }
  return { town: key };
}
