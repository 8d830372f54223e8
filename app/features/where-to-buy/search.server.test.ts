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
    expect(search.place).toBe("L6J 7W5");
    expect(search.stores[0]?.distanceKm).toBeLessThan(1);
    expect(search.stores[2]?.distanceKm).toBeGreaterThan(20);
    expect(search.stores[2]?.distanceKm).toBeLessThan(40);
    expect(search.stores[4]?.distanceKm).toBeGreaterThan(3_000);
  });

  it("keeps to the brand asked for", () => {
    expect(names(searchStores("M5V", STORES, "born"))).toEqual([
      "Oakville Shoes",
      "Burlington Shoes",
      "Montréal Chaussures",
    ]);
    expect(searchStores("M5V", STORES, "santana")).toEqual({ outcome: "noStore", place: "M5V" });
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

  it("says so of a postal code that does not exist, and of a place it cannot find", () => {
    expect(searchStores("L0Z 1A1", STORES)).toEqual({ outcome: "unknownPostalCode", postalCode: "L0Z 1A1" });
    expect(searchStores("Atlantis", STORES)).toEqual({ outcome: "unknownPlace", place: "Atlantis" });
  });
});
