import { SITE } from "@content/site";
import type { MetaDescriptor } from "react-router";
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_LOCALES,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES,
  type Language,
} from "~/lib/languages";

/** What a page says about itself to search engines and link previews; built in its loader. */
export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  /** Absolute origin from PUBLIC_SITE_ORIGIN. */
  origin: string;
  /** Path of the page without query, e.g. `/brands/aquatalia`. */
  path: string;
  image?: string;
  noindex?: boolean;
  /** Extra structured data (JSON-LD) for this page. */
  structuredData?: Record<string, unknown>;
}

/** The one crawlable address of a page in a language: the path with `?lng=`, whatever address served it. */
export function languageUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url.href;
}

/**
 * The hreflang set of a page, the same on every language's copy so the pairs are reciprocal. `x-default`
 * names the fallback language's address, not the bare path: the bare path negotiates its language and
 * canonicalises to that address, so it must not itself be a hreflang location (a canonical that points from
 * one hreflang location to another is an error to search engines).
 */
export function hreflangAlternates(origin: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: languageUrl(origin, path, language) })),
    { hrefLang: "x-default", href: languageUrl(origin, path, FALLBACK_LANGUAGE) },
  ];
}

/**
 * The one place page metadata is built. React Router replaces, not merges, meta of nested routes,
 * so every route returns the whole set from here.
 */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: SITE.name }];
  const title = seo.path === "/" ? seo.title : `${seo.title} | ${SITE.name}`;
  const canonical = languageUrl(seo.origin, seo.path, seo.language);
  const image = new URL(seo.image ?? "/generated/social-card.png", seo.origin).href;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: LANGUAGE_LOCALES[seo.language].replace("-", "_") },
    ...LANGUAGES.filter((language) => language !== seo.language).map((language) => ({
      property: "og:locale:alternate",
      content: LANGUAGE_LOCALES[language].replace("-", "_"),
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.noindex) {
    meta.push({ name: "robots", content: "noindex, nofollow" });
  } else {
    for (const alternate of hreflangAlternates(seo.origin, seo.path)) {
      meta.push({ tagName: "link", rel: "alternate", ...alternate });
    }
  }
  if (seo.structuredData) meta.push({ "script:ld+json": seo.structuredData });
  return meta;
}
