// The door of brands/ (brand pages, grids and the brand catalogue). Everything outside the room imports through
// here (docs/architecture.md).
export type { BrandTile } from "./brand-grid";
export { BrandGrid } from "./brand-grid";
export { BrandHero } from "./brand-hero";
export {
  type BrandLink,
  brandTile,
  compactWordmarkUrl,
  receivedSummary,
  sentSummary,
  svgUrl,
} from "./brand-images";
export { BrandNotFound } from "./brand-not-found";
export { BrandSections } from "./brand-sections";
export { DEFAULT_CONTACT_IMAGE } from "./constants";
export {
  BRAND_LIST_STRINGS,
  BRAND_NOT_FOUND_STRINGS,
  BRAND_PAGE_STRINGS,
  BRAND_RETIRED_STRINGS,
} from "./strings";
