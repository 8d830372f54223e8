import { describe, expect, it } from "vitest";
import { ownDatabase } from "~/lib/own-database.test-support";
import { brandTile } from "./brand-images";
import { brandManagerAddress, brandManagerAddresses, brandPage, brandSummaries } from "./catalogue.server";

// Brands are read from their published revisions, made from content/ on the first read.
ownDatabase("catalogue");

describe("brand catalogue", () => {
  it("follows the first two letters of the language and falls back to English", async () => {
    const french = await brandPage("aquatalia", "fr-CA");
    const english = await brandPage("aquatalia", "en");
    expect(french?.description).not.toBe(english?.description);
    expect((await brandPage("aquatalia", "fr"))?.description).toBe(french?.description);
    expect((await brandPage("aquatalia", "de-DE"))?.description).toBe(english?.description);
  });

  it("knows brands by route id only", async () => {
    expect((await brandPage("santana", "en"))?.name).toBe("Santana Canada");
    expect(await brandPage("santana-canada", "en")).toBeUndefined();
    expect(await brandPage("unknown", "en")).toBeUndefined();
  });

  it("gives each page its images, two sections and contact details", async () => {
    const page = await brandPage("jb-goodhue", "en");
    expect(page?.sections).toHaveLength(2);
    expect(page?.heroImage.avif).toContain("/img/brands/jb-goodhue/hero-1920.avif 1920w");
    expect(page?.logo).toBe("/img/brands/jb-goodhue/logo.svg");
    expect(JSON.stringify(page)).not.toContain("@");
    expect(await brandManagerAddress("jb-goodhue", "en")).toMatch(/@trafalgarbrands\.example$/);
    expect(await brandManagerAddress("unknown", "en")).toBeUndefined();
  });

  it("lists every brand in site order, 21 of them in the grids", async () => {
    const summaries = await brandSummaries("en");
    expect(summaries).toHaveLength(22);
    expect(summaries.filter((brand) => brand.inGrids)).toHaveLength(21);
    const [first] = summaries;
    // Tiles show the wordmark laid out for their small frame (decision 190).
    expect(first && brandTile(first).logo).toBe("/img/brands/aquatalia/logo-compact-white.svg");
    expect(first && brandTile(first).image.avif).toContain("/img/brands/aquatalia/tile-640.avif 640w");
  });

  it("accepts every brand manager's address, lower-cased", async () => {
    const addresses = await brandManagerAddresses();
    expect(addresses.has((await brandManagerAddress("joybees", "fr")) ?? "")).toBe(true);
    expect(addresses.has("info@trafalgarbrands.example")).toBe(false);
    for (const address of addresses) expect(address).toBe(address.toLowerCase());
  });
});
