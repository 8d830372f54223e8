import type { BrandLineup } from "@content/brands/lineup";
import type { BrandContent, BrandLanguageContent } from "@content/brands/schema";
import { publishedContent } from "~/features/live-content/index.server";
import { typesetFrenchStrings } from "~/lib/french-typography";
import { responsiveImage } from "~/lib/image-variants";
import { FALLBACK_LANGUAGE, toLanguage } from "~/lib/languages";
import { publicPagesOf } from "~/lib/public-pages";
import { type BrandLink, type BrandSummary, svgUrl } from "./brand-images";
import type { BrandPage } from "./brand-page";
import { DEFAULT_CONTACT_IMAGE } from "./constants";

interface LiveCatalogue {
  /** Every brand's live content by id, retired ones too. */
  byId: ReadonlyMap<string, BrandContent>;
  lineup: BrandLineup;
  /** The brands the site lists, in its order. */
  listed: readonly BrandContent[];
}

/**
 * The studio's published brands and line-up (content/'s until the first edit), with French copy typeset once
 * per publication, as the site's own strings are (see `TRANSLATIONS`).
 */
const catalogueByPublication = new WeakMap<object, LiveCatalogue>();
async function liveCatalogue(): Promise<LiveCatalogue> {
  const published = await publishedContent();
  let catalogue = catalogueByPublication.get(published);
  if (!catalogue) {
    const byId = new Map(
      [...published.brands].map(([id, { published: brand }]) => [
        id,
        { ...brand.brand, fr: typesetFrenchStrings(brand.brand.fr) },
      ]),
    );
    const { lineup } = published.lineup;
    const listed = lineup.listed.flatMap(({ id }) => byId.get(id) ?? []);
    catalogue = { byId, lineup, listed };
    catalogueByPublication.set(published, catalogue);
  }
  return catalogue;
}

async function listedBrand(id: string): Promise<BrandContent | undefined> {
  const { byId, lineup } = await liveCatalogue();
  return lineup.listed.some((brand) => brand.id === id) ? byId.get(id) : undefined;
}

/** Brand content follows the first two letters of the language (`fr-CA` → `fr`), falling back to English. */
function inLanguage(brand: BrandContent, language: string): BrandLanguageContent {
  return brand[toLanguage(language) ?? FALLBACK_LANGUAGE];
}

/** What became of a brand's address: a listed brand's page, or a retired brand's replacement (or none: 410). */
export type BrandAddress = { listed: true } | { listed: false; replacement?: string };

/**
 * Whether an id is a brand the site lists or once listed. A retired brand's replacements are followed to the
 * listed brand they end at, so a visitor is sent once, not along a chain.
 */
export async function brandAddress(id: string): Promise<BrandAddress | undefined> {
  const { lineup } = await liveCatalogue();
  if (lineup.listed.some((brand) => brand.id === id)) return { listed: true };
  const replacements = new Map(lineup.retired.map((brand) => [brand.id, brand.replacement]));
  if (!replacements.has(id)) return undefined;
  // The line-up's schema lets no replacements go round in a circle.
  let replacement = replacements.get(id);
  while (replacement !== undefined && replacements.has(replacement))
    replacement = replacements.get(replacement);
  return replacement === undefined ? { listed: false } : { listed: false, replacement };
}

/** The page of a brand the site lists, or undefined when it lists none with that id. */
export async function brandPage(id: string, language: string): Promise<BrandPage | undefined> {
  const brand = await listedBrand(id);
  return brand && pageOf(brand, language);
}

/** A version of a brand not live yet (the studio's draft), as its page would show it. */
export function draftBrandPage(draft: BrandContent, language: string): BrandPage {
  return pageOf({ ...draft, fr: typesetFrenchStrings(draft.fr) }, language);
}

function pageOf(brand: BrandContent, language: string): BrandPage {
  const content = inLanguage(brand, language);
  return {
    id: brand.id,
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

/** Every brand the site lists, in its order, in one language. */
export async function brandSummaries(language: string): Promise<BrandSummary[]> {
  const { listed, lineup } = await liveCatalogue();
  const shown = new Set(lineup.listed.filter((brand) => brand.shown).map((brand) => brand.id));
  return listed.map((brand) => {
    const content = inLanguage(brand, language);
    return {
      id: brand.id,
      name: content.name,
      inGrids: shown.has(brand.id),
      heroImage: content.heroImage,
      homeLogo: content.homeLogo,
      logo: content.logo,
    };
  });
}

/** Each listed brand's name and page, for the brand menu and the footer. */
export async function brandLinks(language: string): Promise<BrandLink[]> {
  const { listed } = await liveCatalogue();
  return listed.map((brand) => ({ id: brand.id, name: inLanguage(brand, language).name }));
}

/**
 * Every brand ever published, retired ones too, by id, with its name in one language, in the order of their
 * names: what staff see of the brand a message came from, long after it was retired.
 */
export async function brandNames(language: string): Promise<ReadonlyMap<string, string>> {
  const { byId } = await liveCatalogue();
  const names = [...byId.values()].map((brand) => [brand.id, inLanguage(brand, language).name] as const);
  return new Map(names.sort(([, a], [, b]) => a.localeCompare(b, language)));
}

/** Every public page as published now: the sitemap lists them and the page cache keeps them. */
export async function listedPublicPages(): Promise<string[]> {
  const { listed } = await liveCatalogue();
  return publicPagesOf(listed.map((brand) => brand.id));
}

/**
 * The address a listed brand's contact form writes to. Kept on the server: page data carries the brand's id,
 * never the address, so harvesters find none.
 */
export async function brandManagerAddress(id: string, language: string): Promise<string | undefined> {
  const brand = await listedBrand(id);
  return brand && inLanguage(brand, language).contact.email.toLowerCase();
}

/** Every listed brand's manager address, lower-cased: the only addresses the brand form may write to. */
export async function brandManagerAddresses(): Promise<ReadonlySet<string>> {
  const { listed } = await liveCatalogue();
  return new Set(
    listed
      .flatMap((brand) => [brand.en.contact.email, brand.fr.contact.email])
      .map((email) => email.toLowerCase()),
  );
}
