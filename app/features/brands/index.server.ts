// The door of brands/ (brand pages, grids and the brand catalogue): its server-only parts. Everything outside
// the room imports through here (docs/architecture.md).
export {
  type BrandAddress,
  brandAddress,
  brandLinks,
  brandManagerAddress,
  brandManagerAddresses,
  brandNames,
  brandPage,
  brandSummaries,
  draftBrandPage,
  listedPublicPages,
} from "./catalogue.server";
