import { describe, expect, it } from "vitest";
import { folded, type IndexedStyle, matchStyles } from "./catalogue-index.server";
import { catalogueQuery, catalogueSearchParams } from "./catalogue-query";
import { newestFirst, seasonName } from "./seasons";
import { availableToSell, LOW_STOCK_UNITS, nextReceipt, stockStatus } from "./stock-status";

function style(styleNumber: string, fields: Partial<IndexedStyle> = {}): IndexedStyle {
  const name = fields.name ?? { en: `Style ${styleNumber}`, fr: `Style ${styleNumber}` };
  const colourways = fields.colourways ?? [];
  return {
    styleNumber,
    brand: "aquatalia",
    season: "FW26",
    category: "Boots",
    gender: "women",
    sizeScale: "womens",
    msrpCents: 39500,
    ...fields,
    name,
    colourways,
    text: folded(
      [
        styleNumber,
        name.en,
        name.fr,
        ...colourways.flatMap((c) => [c.itemNumber, c.colourName.en, c.colourName.fr]),
      ].join(" "),
    ),
  };
}

describe("the catalogue's search and filters", () => {
  const styles = [
    style("22592", {
      name: { en: "Ines Boot", fr: "Botte Ines" },
      colourways: [
        { itemNumber: "22592-600", colourCode: "600", colourName: { en: "Scarlet", fr: "Écarlate" } },
      ],
    }),
    style("30001", { brand: "dockers", gender: "men", category: "Dress", season: "SS26" }),
    style("30002", { brand: "dockers", gender: "men", category: "Boots", season: "SS26" }),
  ];

  it("finds words anywhere, without case or accents, every word needed", () => {
    const find = (search: string) =>
      matchStyles(styles, { filters: {}, search }).matched.map((s) => s.styleNumber);
    expect(find("ecarlate")).toEqual(["22592"]);
    expect(find("BOTTE ines")).toEqual(["22592"]);
    expect(find("22592-600")).toEqual(["22592"]);
    expect(find("ines dockers")).toEqual([]);
    expect(find("")).toHaveLength(3);
  });

  it("counts each filter's values with the other filters applied, not its own", () => {
    const { matched, counts } = matchStyles(styles, {
      filters: { brand: "dockers", category: "Boots" },
      search: "",
    });
    expect(matched.map((s) => s.styleNumber)).toEqual(["30002"]);
    expect(Object.fromEntries(counts.brand)).toEqual({ aquatalia: 1, dockers: 1 });
    expect(Object.fromEntries(counts.category)).toEqual({ Boots: 1, Dress: 1 });
    expect(Object.fromEntries(counts.gender)).toEqual({ men: 1 });
  });

  it("reads an address leniently and writes one address per view", () => {
    const query = catalogueQuery(
      new URLSearchParams("q=%20boot%E2%80%AE%20&brand=dockers&sort=nonsense&page=-3"),
    );
    expect(query).toEqual({ filters: { brand: "dockers" }, search: "boot", sort: "name", page: 1 });
    expect(catalogueSearchParams({ ...query, page: 2, sort: "available" })).toBe(
      "?q=boot&brand=dockers&sort=available&page=2",
    );
    expect(catalogueSearchParams(catalogueQuery(new URLSearchParams()))).toBe("");
  });
});

describe("seasons", () => {
  it("names a season in both languages and orders them newest first", () => {
    expect(seasonName("FW25", "en")).toBe("Fall/Winter 2025");
    expect(seasonName("SS26", "fr")).toBe("Printemps-été 2026");
    expect(seasonName("Core", "en")).toBe("Core");
    expect(["SS25", "FW25", "Core", "SS26", "FW24"].sort(newestFirst)).toEqual([
      "SS26",
      "FW25",
      "SS25",
      "FW24",
      "Core",
    ]);
  });
});

describe("a cell's stock", () => {
  it("is the ERP's figure less what orders here hold, never below nothing", () => {
    expect(availableToSell(10, 3)).toBe(7);
    expect(availableToSell(2, 5)).toBe(0);
  });

  it("counts a receipt from today on, with a quantity", () => {
    expect(nextReceipt(24, "2026-12-15", "2026-11-30")).toEqual({ quantity: 24, date: "2026-12-15" });
    expect(nextReceipt(24, "2026-11-29", "2026-11-30")).toBeNull();
    expect(nextReceipt(0, "2026-12-15", "2026-11-30")).toBeNull();
  });

  it("reads in stock, low, incoming or sold out", () => {
    const coming = { quantity: 5, date: "2026-12-15" };
    expect(stockStatus({ ats: LOW_STOCK_UNITS + 1, incoming: null })).toBe("inStock");
    expect(stockStatus({ ats: LOW_STOCK_UNITS, incoming: null })).toBe("low");
    expect(stockStatus({ ats: 0, incoming: coming })).toBe("incoming");
    expect(stockStatus({ ats: 0, incoming: null })).toBe("soldOut");
  });
});
