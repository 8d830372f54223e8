import { BRANDS } from "../../content/brands/index.ts";
import { BRAND_REGISTRY } from "../../content/brands/registry.ts";

/** WCAG relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The four brands whose pages stand for the 22 that share one template (decision 306), read from the content
 * so the choice follows it: the brand outside the grids, the darkest and the lightest accent (our artwork draws
 * the page's art in it, under white text), and the longest name (the widest wordmark). Each is the first brand,
 * in the site's order, not already chosen, so the four are always four.
 */
function representatives(): readonly string[] {
  const chosen: string[] = [];
  const choose = (score: (brand: (typeof BRANDS)[number]) => number) => {
    const best = BRANDS.filter((brand) => !chosen.includes(brand.id)).reduce((a, b) =>
      score(b) > score(a) ? b : a,
    );
    chosen.push(best.id);
  };
  const outside = new Set<string>(BRAND_REGISTRY.filter((brand) => !brand.inGrids).map((brand) => brand.id));
  choose((brand) => (outside.has(brand.id) ? 1 : 0));
  choose((brand) => -relativeLuminance(brand.look.accent));
  choose((brand) => relativeLuminance(brand.look.accent));
  choose((brand) => Math.max(brand.en.name.length, brand.fr.name.length));
  return chosen;
}

export const REPRESENTATIVE_BRANDS: readonly string[] = representatives();

/** Whether `path` is one brand's page (`/brands/{id}`), not the list of brands. */
export function isBrandPage(path: string): boolean {
  return /^\/brands\/[^/?]+/.test(path);
}

/** Whether `path` is a brand page that does not stand for the others: checked at one width and in one project. */
export function isOtherBrandPage(path: string): boolean {
  return isBrandPage(path) && !REPRESENTATIVE_BRANDS.some((id) => path === `/brands/${id}`);
}
