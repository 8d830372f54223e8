import { BRAND_REGISTRY } from "@content/brands/registry";

/** Every public page when the site lists these brands; tools pages are deliberately absent. */
export function publicPagesOf(brandIds: readonly string[]): string[] {
  return [
    "/",
    "/about",
    "/services",
    "/distribution",
    "/brands",
    ...brandIds.map((id) => `/brands/${id}`),
    "/b2b",
    "/retailers/apply",
    "/where-to-buy",
    "/contact",
    "/privacy",
    "/accessibility",
    "/terms",
  ];
}

/**
 * Every public page of the site as content/ starts it, before the studio adds or retires a brand: what the
 * tests and link checks walk. The sitemap and the page cache follow the published line-up instead.
 */
export const PUBLIC_PAGES: readonly string[] = publicPagesOf(BRAND_REGISTRY.map((brand) => brand.id));
