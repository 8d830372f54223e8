import { describe, expect, it } from "vitest";
import { searchStores } from "./search.server";
import type { Store } from "./store";

const store = (
  name: string,
  city: string,
  province: Store["province"],
  postalCode: string,
  brands: string[],
): Store => ({
  name,
  address: "1 Main Street",
  city,
  province,
  postalCode,
  phone: "",
  website: "",
  brands,
});

const STORES = [
  store("Toronto Shoes", "Toronto", "ON", "M5V 1M6", ["dockers"]),
  store("Oakville Shoes", "Oakville", "ON", "L6J 1H4", ["born"]),
  store("Burlington Shoes", "Burlington", "ON", "L7R 2G4", ["born", "dockers"]),
  store("Montréal Chaussures", "Montréal", "QC", "H3B 1K1", ["born"]),
  store("Vancouver Shoes", "Vancouver", "BC", "V6B 1B6", ["dockers"]),
];

const names = (search: ReturnType<typeof searchStores>) =>
  search.outcome === "found" ? search.stores.map((found) => found.name) : search.outcome;

describe("searchStores", () => {
  it("lists stores nearest first from a postal code, with distances that grow", () => {
    const search = searchStores("l6j 7w5", STORES);
    expect(names(search)).toEqual([
      "Oakville Shoes",
      "Burlington Shoes",
      "Toronto Shoes",
      "Montréal Chaussures",
      "Vancouver Shoes",
    ]);
    if (search.outcome !== "found") return;
    expect(search.place).toEqual({ name: "L6J 7W5" });
    expect(search.stores[0]?.distanceKm).toBeLessThan(1);
    expect(search.stores[2]?.distanceKm).toBeGreaterThan(20);
    expect(search.stores[2]?.distanceKm).toBeLessThan(40);
    expect(search.stores[4]?.distanceKm).toBeGreaterThan(3_000);
  });

  it("keeps to the brand asked for", () => {
    expect(names(searchStores("M5V", STORES, { brand: "born" }))).toEqual([
      "Oakville Shoes",
      "Burlington Shoes",
      "Montréal Chaussures",
    ]);
    expect(searchStores("M5V", STORES, { brand: "santana" })).toEqual({
      outcome: "noStore",
      place: { name: "M5V" },
    });
  });

  it("finds a town by a store's city or by the postal-code areas' place names, accents aside", () => {
    expect(names(searchStores("montreal", STORES))[0]).toBe("Montréal Chaussures");
    expect(names(searchStores("Vancouver, BC", STORES))[0]).toBe("Vancouver Shoes");
    // No store is in Hamilton: the areas named after it place it, between Burlington and Oakville's west.
    expect(names(searchStores("Hamilton", STORES)).slice(0, 2)).toEqual([
      "Burlington Shoes",
      "Oakville Shoes",
    ]);
  });

  it("keeps to the distance asked for, and says how far the nearest store is when none is within it", () => {
    const near = searchStores("L6J 7W5", STORES, { withinKm: 100 });
    expect(names(near)).toEqual(["Oakville Shoes", "Burlington Shoes", "Toronto Shoes"]);
    expect(near).toMatchObject({ total: 3, withinKm: 100 });
    // Ottawa to the nearest Børn store, in Montréal: past 100 km, within 250.
    const far = searchStores("K1P 1J1", STORES, { brand: "born", withinKm: 100 });
    expect(far).toMatchObject({ outcome: "noStoreWithin", place: { name: "K1P 1J1" }, withinKm: 100 });
    if (far.outcome !== "noStoreWithin") return;
    expect(far.nearestKm).toBeGreaterThan(100);
    expect(far.nearestKm).toBeLessThan(250);
    expect(far.widerKm).toBe(250);
    // Montréal to Toronto's Dockers store, past the widest distance offered: only "any distance" reaches it.
    const none = searchStores("H2W 1Y8", STORES, { brand: "dockers", withinKm: 500 });
    expect(none).toMatchObject({ outcome: "noStoreWithin", widerKm: undefined });
    expect(names(searchStores("H2W 1Y8", STORES, { brand: "dockers" }))).toEqual([
      "Toronto Shoes",
      "Burlington Shoes",
      "Vancouver Shoes",
    ]);
  });

  it("names a town with its province, written as each language writes it on the page", () => {
    expect(searchStores("montreal", STORES)).toMatchObject({ place: { name: "Montréal", province: "QC" } });
    expect(searchStores("Montréal (Québec)", STORES)).toMatchObject({
      place: { name: "Montréal", province: "QC" },
    });
  });

  it("says so of a postal code that does not exist, and of a place it cannot find", () => {
    expect(searchStores("L0Z 1A1", STORES)).toEqual({ outcome: "unknownPostalCode", postalCode: "L0Z 1A1" });
    expect(searchStores("Atlantis", STORES)).toEqual({ outcome: "unknownPlace", place: "Atlantis" });
  });
});
