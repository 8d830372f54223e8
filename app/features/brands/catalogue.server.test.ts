import { describe, expect, it } from "vitest";
import { brandTile } from "./brand-images";
import { brandManagerAddress, brandManagerAddresses, brandPage, brandSummaries } from "./catalogue.server";

describe("brand catalogue", () => {
  it("follows the first two letters of the language and falls back to English", () => {
    const french = brandPage("aquatalia", "fr-CA");
    const english = brandPage("aquatalia", "en");
    expect(french?.description).not.toBe(english?.description);
    expect(brandPage("aquatalia", "fr")?.description).toBe(french?.description);
    expect(brandPage("aquatalia", "de-DE")?.description).toBe(english?.description);
  });

  it("knows brands by route id only", () => {
    expect(brandPage("santana", "en")?.name).toBe("Santana Canada");
    expect(brandPage("santana-canada", "en")).toBeUndefined();
    expect(brandPage("unknown", "en")).toBeUndefined();
  });

  it("gives each page its images, two sections and contact details", () => {
    const page = brandPage("jb-goodhue", "en");
    expect(page?.sections).toHaveLength(2);
    expect(page?.heroImage.avif).toContain("/img/brands/jb-goodhue/hero-1920.avif 1920w");
    expect(page?.logo).toBe("/img/brands/jb-goodhue/logo.svg");
    expect(JSON.stringify(page)).not.toContain("@");
    expect(brandManagerAddress("jb-goodhue", "en")).toMatch(/@trafalgarbrands\.example$/);
    expect(brandManagerAddress("unknown", "en")).toBeUndefined();
  });

  it("lists every brand in site order, 21 of them in the grids", () => {
    const summaries = brandSummaries("en");
    expect(summaries).toHaveLength(22);
    expect(summaries.filter((brand) => brand.inGrids)).toHaveLength(21);
    const [first] = summaries;
    // Tiles show the wordmark laid out for their small frame (decision 190).
    expect(first && brandTile(first).logo).toBe("/img/brands/aquatalia/logo-compact-white.svg");
    expect(first && brandTile(first).image.avif).toContain("/img/brands/aquatalia/tile-640.avif 640w");
  });

  it("accepts every brand manager's address, lower-cased", () => {
    const addresses = brandManagerAddresses();
    expect(addresses.has(brandManagerAddress("joybees", "fr") ?? "")).toBe(true);
    expect(addresses.has("info@trafalgarbrands.example")).toBe(false);
    for (const address of addresses) expect(address).toBe(address.toLowerCase());
  });
});
