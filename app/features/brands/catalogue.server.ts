import { BRAND_REGISTRY, type BrandId } from "@content/brands/registry";
import type { BrandContent, BrandLanguageContent } from "@content/brands/schema";
import { publishedContent } from "~/features/live-content/index.server";
import { typesetFrenchStrings } from "~/lib/french-typography";
import { responsiveImage } from "~/lib/image-variants";
import { FALLBACK_LANGUAGE, toLanguage } from "~/lib/languages";
import { type BrandSummary, svgUrl } from "./brand-images";
import type { BrandPage } from "./brand-page";
import { DEFAULT_CONTACT_IMAGE } from "./constants";

/**
 * Every brand's live content by id: the studio's published revisions (content/'s until the first edit), with
 * French copy typeset once per publication, as the site's own strings are (see `TRANSLATIONS`).
 */
const typesetByPublication = new WeakMap<object, Map<string, BrandContent>>();
async function liveBrands(): Promise<Map<string, BrandContent>> {
  const { brands } = await publishedContent();
  let byId = typesetByPublication.get(brands);
  if (!byId) {
    byId = new Map(
      [...brands].map(([id, { published }]) => [
        id,
        { ...published.brand, fr: typesetFrenchStrings(published.brand.fr) },
      ]),
    );
    typesetByPublication.set(brands, byId);
  }
  return byId;
}

/** Brand content follows the first two letters of the language (`fr-CA` → `fr`), falling back to English. */
function inLanguage(brand: BrandContent, language: string): BrandLanguageContent {
  return brand[toLanguage(language) ?? FALLBACK_LANGUAGE];
}

export function isBrandId(id: string): id is BrandId {
  return BRAND_REGISTRY.some((brand) => brand.id === id);
}

/** The brand page for a route id, or undefined when no brand has that id. */
export async function brandPage(id: string, language: string): Promise<BrandPage | undefined> {
  const brand = (await liveBrands()).get(id);
  return brand && isBrandId(brand.id) ? pageOf(brand.id, brand, language) : undefined;
}

/** A version of a brand not live yet (the studio's draft), as its page would show it. */
export function draftBrandPage(draft: BrandContent, language: string): BrandPage | undefined {
  return isBrandId(draft.id)
    ? pageOf(draft.id, { ...draft, fr: typesetFrenchStrings(draft.fr) }, language)
    : undefined;
}

function pageOf(id: BrandId, brand: BrandContent, language: string): BrandPage {
  const content = inLanguage(brand, language);
  return {
    id,
    name: content.name,
    description: content.description,
    website: content.website,
    buttonText: content.buttonText,
    logo: svgUrl(content.logo),
    logoWhite: svgUrl(`${content.logo}-white`),
    heroImage: { ...responsiveImage(content.heroImage, "hero"), alt: content.heroImageAlt },
    sections: [
      {
        image: { ...responsiveImage(content.section1Image, "section"), alt: content.section1ImageAlt },
        heading: content.section1Heading,
        paragraphs: content.section1Paragraphs,
      },
      {
        image: { ...responsiveImage(content.section2Image, "section"), alt: content.section2ImageAlt },
        heading: content.section2Heading,
        paragraphs: content.section2Paragraphs,
      },
    ],
    contact: {
      heading: content.contact.heading,
      description: content.contact.description,
      submitText: content.contact.submitText,
      image: {
        ...responsiveImage(content.contactImage ?? DEFAULT_CONTACT_IMAGE, "contact"),
        alt: content.contactImageAlt,
      },
    },
  };
}

/** Every brand in the site's order, in one language. */
export async function brandSummaries(language: string): Promise<BrandSummary[]> {
  const brands = await liveBrands();
  return BRAND_REGISTRY.flatMap(({ id, inGrids }) => {
    const brand = brands.get(id);
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
export async function brandManagerAddress(id: string, language: string): Promise<string | undefined> {
  const brand = (await liveBrands()).get(id);
  return brand && isBrandId(brand.id) ? inLanguage(brand, language).contact.email.toLowerCase() : undefined;
}

/** Every brand-manager address in content, lower-cased: the only addresses the brand form may write to. */
export async function brandManagerAddresses(): Promise<ReadonlySet<string>> {
  return new Set(
    [...(await liveBrands()).values()]
      .flatMap((brand) => [brand.en.contact.email, brand.fr.contact.email])
      .map((email) => email.toLowerCase()),
  );
}
