import { describe, expect, it } from "vitest";
import { BRANDS } from "./index.ts";
import { BRAND_REGISTRY } from "./registry.ts";
import { type BrandLanguageContent, brandContentSchema } from "./schema.ts";

/** Fields written for readers: French must have its own wording, never the English left in place. */
const PROSE_FIELDS = [
  "description",
  "buttonText",
  "section1Heading",
  "section2Heading",
] as const satisfies ReadonlyArray<keyof BrandLanguageContent>;

function prose(content: BrandLanguageContent): string[] {
  return [
    ...PROSE_FIELDS.map((field) => content[field]),
    ...content.section1Paragraphs,
    ...content.section2Paragraphs,
    content.contact.heading,
    content.contact.description,
    content.contact.submitText,
  ];
}

describe("brand content", () => {
  it("has the 22 brands of the registry, in its order", () => {
    expect(BRANDS.map((brand) => brand.id)).toEqual(BRAND_REGISTRY.map((brand) => brand.id));
    expect(BRANDS).toHaveLength(22);
  });

  it.each(BRANDS.map((brand) => [brand.id, brand] as const))("%s matches the schema", (_id, brand) => {
    expect(() => brandContentSchema.parse(brand)).not.toThrow();
  });

  it.each(BRANDS.map((brand) => [brand.id, brand] as const))("%s is written in French too", (_id, brand) => {
    const english = prose(brand.en);
    const french = prose(brand.fr);
    expect(french).toHaveLength(english.length);
    french.forEach((text, index) => {
      expect(text, `French text ${index} is the English one`).not.toBe(english[index]);
    });
    expect(brand.fr.section1Paragraphs).toHaveLength(brand.en.section1Paragraphs.length);
    expect(brand.fr.section2Paragraphs).toHaveLength(brand.en.section2Paragraphs.length);
  });

  it("names each brand as the registry does, the same in both languages", () => {
    for (const brand of BRANDS) {
      const registered = BRAND_REGISTRY.find((entry) => entry.id === brand.id);
      expect(brand.en.name).toBe(registered?.name);
      expect(brand.fr.name).toBe(brand.en.name);
      expect(brand.fr.contact.email).toBe(brand.en.contact.email);
      expect(brand.fr.website).toBe(brand.en.website);
    }
  });

  it("keeps the spec's quirks: santana's slug, Prospector-Pro's capitals, joybees without a website", () => {
    const byId = new Map(BRANDS.map((brand) => [brand.id, brand]));
    expect(byId.get("santana")?.en.slug).toBe("santana-canada");
    expect(byId.get("prospector-pro")?.en.slug).toBe("Prospector-Pro");
    expect(byId.get("joybees")?.en.website).toBeUndefined();
    const withoutWebsite = BRANDS.filter((brand) => !brand.en.website).map((brand) => brand.id);
    expect(withoutWebsite, "SPEC §2: only joybees lacks the website button").toEqual(["joybees"]);
    expect(BRAND_REGISTRY.filter((brand) => !brand.inGrids).map((brand) => brand.id)).toEqual(["joybees"]);
  });

  it("draws each brand's own product: no two brands share a motif", () => {
    const motifs = BRANDS.map((brand) => brand.look.motif);
    expect(new Set(motifs).size).toBe(BRANDS.length);
  });

  it("makes only the business claims the company may make", () => {
    const allText = BRANDS.flatMap((brand) => [...prose(brand.en), ...prose(brand.fr)]).join(" ");
    const figures = allText.match(/\d[\d,. ]*/g) ?? [];
    for (const figure of figures) expect(["150,000 ", "150 000 ", "8 ", "1972"]).toContain(figure);
  });

  it("writes to about 8 brand managers at the company plus Joybees customer service", () => {
    const addresses = new Set(BRANDS.map((brand) => brand.en.contact.email));
    expect(addresses.size).toBeGreaterThanOrEqual(8);
    expect(addresses.size).toBeLessThanOrEqual(10);
    for (const address of addresses) expect(address).toMatch(/@trafalgarbrands\.example$/);
    const joybees = BRANDS.find((brand) => brand.id === "joybees")?.en.contact.email;
    expect(BRANDS.filter((brand) => brand.en.contact.email === joybees)).toHaveLength(1);
  });
});
