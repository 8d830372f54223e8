import type { ProvinceCode } from "@content/company/fields";
import { postalAreaOf, postalCodeOf } from "~/lib/canada-post";
import { DISTANCE_LIMITS_KM, type DistanceLimitKm, NEAR_MAX_LENGTH, NEAREST_STORES_SHOWN } from "./constants";
import { distanceKm, middleOf, type Point } from "./distance";
import { placeKey, placeQuery } from "./place-key";
import { areasOfTown, postalAreas } from "./postal-areas.server";
import type { Place, Store, StoreNear, StoreSearch } from "./store";

/** Where a search measures from, and how the page names it. */
interface Origin {
  point: Point;
  place: Place;
}

/** Where a postal code, an area or a town is; undefined when the data set knows no such place. */
function originOf(
  typed: string,
  stores: readonly Store[],
): Origin | { unknownPostalCode: string } | undefined {
  const code = postalCodeOf(typed) ?? postalAreaOf(typed);
  if (code) {
    const area = postalAreas().get(code.slice(0, 3));
    return area ? { point: area, place: { name: code } } : { unknownPostalCode: code };
  }
  const { town, province } = placeQuery(typed);
  if (!town) return undefined;
  // The town as a store's own address names it, first: staff wrote it, and postal-area names do not always.
  const inTown = stores.filter(
    (store) => placeKey(store.city) === town && (!province || store.province === province),
  );
  const first = inTown[0];
  if (first) {
    const sameProvince = inTown.filter((store) => store.province === first.province);
    const point = middleOf(
      sameProvince.flatMap((store) => postalAreas().get(store.postalCode.slice(0, 3)) ?? []),
    );
    if (point) return { point, place: { name: first.city, province: first.province } };
  }
  const areas = areasOfTown(town, province);
  // A name several provinces use (Richmond, BC and Richmond Hill, ON): the province where it is most used.
  const counts = new Map<ProvinceCode, number>();
  for (const area of areas) counts.set(area.province, (counts.get(area.province) ?? 0) + 1);
  const likeliest = [...counts].sort(([, a], [, b]) => b - a)[0]?.[0];
  const point = middleOf(areas.filter((area) => area.province === likeliest));
  if (!point || !likeliest) return undefined;
  return { point, place: province ? { name: typed } : { name: typed, province: likeliest } };
}

/**
 * The stores nearest a postal code or a town, nearest first (the same distance: by name), carrying `brand`
 * when one is given, no further than `withinKm` when it is given: at most NEAREST_STORES_SHOWN, and how many
 * there are in all.
 */
export function searchStores(
  typed: string,
  stores: readonly Store[],
  { brand, withinKm }: { brand?: string; withinKm?: DistanceLimitKm } = {},
): StoreSearch {
  const near = typed.trim().slice(0, NEAR_MAX_LENGTH);
  const origin = originOf(near, stores);
  if (!origin) return { outcome: "unknownPlace", place: near };
  if ("unknownPostalCode" in origin)
    return { outcome: "unknownPostalCode", postalCode: origin.unknownPostalCode };
  const { point, place } = origin;
  const matching = stores
    .filter((store) => !brand || store.brands.includes(brand))
    .flatMap((store): StoreNear[] => {
      const area = postalAreas().get(store.postalCode.slice(0, 3));
      return area ? [{ ...store, distanceKm: distanceKm(point, area) }] : [];
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name));
  const nearest = matching[0];
  if (!nearest) return { outcome: "noStore", place };
  // Within the limit: a store a hair past it (rounded, it reads as the limit) still counts.
  const within = withinKm ? matching.filter((store) => Math.round(store.distanceKm) <= withinKm) : matching;
  if (withinKm && within.length === 0) {
    const widerKm = DISTANCE_LIMITS_KM.find((km) => Math.round(nearest.distanceKm) <= km);
    return { outcome: "noStoreWithin", place, withinKm, nearestKm: nearest.distanceKm, widerKm };
  }
  return {
    outcome: "found",
    place,
    stores: within.slice(0, NEAREST_STORES_SHOWN),
    total: within.length,
    withinKm,
  };
}
