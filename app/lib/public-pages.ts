import { BRAND_REGISTRY } from "@content/brands/registry";

/** Every public page, for the sitemap and the link checks; tools pages are deliberately absent. */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/about",
  "/services",
  "/distribution",
  "/brands",
  ...BRAND_REGISTRY.map((brand) => `/brands/${brand.id}`),
  "/b2b",
  "/contact",
  "/privacy",
  "/accessibility",
  "/terms",
];
