import { describe, expect, it } from "vitest";
import { filterOptions, filterProducts, NO_FILTERS, productsWithPhotos } from "./product-directory";

const directory = {
  "10001-001": {
    has_photos: true,
    brand_name: "Stride Rite",
    season_code: "FW25",
    item_name: "Trail Runner",
    color: "Navy",
    material: "Mesh",
  },
  "10002-002": {
    has_photos: false,
    brand_name: "Dockers",
    season_code: "SS24",
    item_name: "Loafer",
    color: "Brown",
    material: "Leather",
  },
  "10003-003": {
    has_photos: true,
    brand_name: "Børn",
    season_code: "SS25",
    item_name: "Ankle Boot",
    color: "Black",
    material: "Leather",
  },
  "10004-004": {
    has_photos: true,
    brand_name: "Stride Rite",
    season_code: "SS25",
    item_name: "Sandal",
    color: "Tan",
    material: "Suede",
  },
  broken: "not an entry",
};

const products = productsWithPhotos(directory);

describe("product directory", () => {
  it("lists only products with photos, in directory order", () => {
    expect(products.map((product) => product.itemNumber)).toEqual(["10001-001", "10003-003", "10004-004"]);
    expect(products[0]).toMatchObject({
      itemName: "Trail Runner",
      brandName: "Stride Rite",
      seasonCode: "FW25",
    });
  });

  it("offers the sorted distinct vendors and seasons of those products", () => {
    expect(filterOptions(products)).toEqual({ vendors: ["Børn", "Stride Rite"], seasons: ["FW25", "SS25"] });
  });

  it("shows nothing until a filter is set", () => {
    expect(filterProducts(products, NO_FILTERS)).toEqual([]);
    expect(filterProducts(products, { ...NO_FILTERS, search: "   " })).toEqual([]);
  });

  it("searches name, color, material and item number without regard to case", () => {
    const found = (search: string) =>
      filterProducts(products, { ...NO_FILTERS, search }).map((product) => product.itemNumber);
    expect(found("trail")).toEqual(["10001-001"]);
    expect(found("NAVY")).toEqual(["10001-001"]);
    expect(found("leather")).toEqual(["10003-003"]);
    expect(found("0004-0")).toEqual(["10004-004"]);
    expect(found("stride")).toEqual([]);
  });

  it("matches vendor and season exactly, combined with the search", () => {
    expect(filterProducts(products, { ...NO_FILTERS, vendor: "Stride Rite" })).toHaveLength(2);
    expect(filterProducts(products, { ...NO_FILTERS, vendor: "Stride" })).toHaveLength(0);
    expect(
      filterProducts(products, { search: "sandal", vendor: "Stride Rite", season: "SS25" }).map(
        (p) => p.itemNumber,
      ),
    ).toEqual(["10004-004"]);
  });

  it("filters 20,000 products in well under 50 ms", () => {
    const large = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, index) => [
        `${20_000 + index}-${String(index % 1000).padStart(3, "0")}`,
        {
          has_photos: true,
          brand_name: `Brand ${index % 22}`,
          season_code: `SS${index % 5}`,
          item_name: `Product ${index}`,
          color: index % 2 ? "Black" : "White",
          material: "Leather",
        },
      ]),
    );
    const many = productsWithPhotos(large);
    const started = performance.now();
    const found = filterProducts(many, { search: "black", vendor: "Brand 3", season: "" });
    const elapsed = performance.now() - started;
    expect(found.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(50);
  });
});
