import { BRANDS } from "@content/brands/index";
import { BRAND_REGISTRY, type BrandId } from "@content/brands/registry";
import type { BrandContent, BrandLanguageContent } from "@content/brands/schema";
import { typesetFrenchStrings } from "~/lib/french-typography";
import { responsiveImage } from "~/lib/image-variants";
import { FALLBACK_LANGUAGE, toLanguage } from "~/lib/languages";
import { type BrandSummary, svgUrl } from "./brand-images";
import type { BrandPage } from "./brand-page";
import { DEFAULT_CONTACT_IMAGE } from "./constants";

// French brand copy is typeset once, as the site's own strings are (see `TRANSLATIONS`).
const contentById = new Map(
  BRANDS.map((brand) => [brand.id, { ...brand, fr: typesetFrenchStrings(brand.fr) }]),
);

/** Brand content follows the first two letters of the language (`fr-CA` → `fr`), falling back to English. */
function inLanguage(brand: BrandContent, language: string): BrandLanguageContent {
  return brand[toLanguage(language) ?? FALLBACK_LANGUAGE];
}

export function isBrandId(id: string): id is BrandId {
  return BRAND_REGISTRY.some((brand) => brand.id === id);
}

/** The brand page for a route id, or undefined when no brand has that id. */
export function brandPage(id: string, language: string): BrandPage | undefined {
  const brand = contentById.get(id);
  if (!brand || !isBrandId(brand.id)) return undefined;
  const content = inLanguage(brand, language);
  return {
    id: brand.id,
    name: content.name,
    description: content.description,
    website: content.website,
    buttonText: content.buttonText,
    logo: svgUrl(content.logo),
    logoWhite: svgUrl(`${content.logo}-white`),
    heroImage: responsiveImage(content.heroImage, "hero"),
    sections: [
      {
        image: responsiveImage(content.section1Image, "section"),
        heading: content.section1Heading,
        paragraphs: content.section1Paragraphs,
      },
      {
        image: responsiveImage(content.section2Image, "section"),
        heading: content.section2Heading,
        paragraphs: content.section2Paragraphs,
      },
    ],
    contact: {
      heading: content.contact.heading,
      description: content.contact.description,
      submitText: content.contact.submitText,
      image: responsiveImage(content.contactImage ?? DEFAULT_CONTACT_IMAGE, "contact"),
    },
  };
}

/** Every brand in the site's order, in one language. */
export function brandSummaries(language: string): BrandSummary[] {
  return BRAND_REGISTRY.flatMap(({ id, inGrids }) => {
    const brand = contentById.get(id);
    if (!brand) return [];
    const content = inLanguage(brand, language);
    return [
      {
        id,
        name: content.name,
        inGrids,
        heroImage: content.heroImage,
        homeLogo: content.homeLogo,
        logo: content.logo,
      },
    ];
  });
}

/**
 * The address a brand's contact form writes to. Kept on the server: page data carries the brand's id,
 * never the address, so harvesters find none.
 */
export function brandManagerAddress(id: string, language: string): string | undefined {
  const brand = contentById.get(id);
  return brand && isBrandId(brand.id) ? inLanguage(brand, language).contact.email.toLowerCase() : undefined;
}

/** Every brand-manager address in content, lower-cased: the only addresses the brand form may write to. */
export function brandManagerAddresses(): ReadonlySet<string> {
  return new Set(
    BRANDS.flatMap((brand) => [brand.en.contact.email, brand.fr.contact.email]).map((email) =>
      email.toLowerCase(),
    ),
  );
}
