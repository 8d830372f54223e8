import { BRANDS } from "@content/brands/index";
import { describe, expect, it } from "vitest";
import { brandIdOf } from "./new-brand";

describe("a new brand's id", () => {
  it("spells its name as an address: lower case, accents dropped, one hyphen between words", () => {
    expect(brandIdOf("Santé Plus & Co.")).toBe("sante-plus-co");
    expect(brandIdOf("Børn")).toBe("born");
    expect(brandIdOf("  Cœur  d’Érable  ")).toBe("coeur-d-erable");
    expect(brandIdOf("Kenneth Cole New York")).toBe("kenneth-cole-new-york");
    expect(brandIdOf("???")).toBe("");
    expect(brandIdOf("x".repeat(80))).toHaveLength(60);
  });

  it("gives the site's own brands the ids they have, where their names allow", () => {
    const same = BRANDS.filter((brand) => brandIdOf(brand.en.name) === brand.id).map((brand) => brand.id);
    expect(same).toEqual(expect.arrayContaining(["aquatalia", "born", "dockers", "stride-rite"]));
  });
});
