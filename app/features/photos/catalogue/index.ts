// The door of photos/catalogue/ (the photo catalogue: sources, discovery, the product directory). The other
// photo rooms import through here (docs/architecture.md).
export type { Product, ProductFilters } from "./product-directory";
export { filterOptions, filterProducts, hasActiveFilter, NO_FILTERS } from "./product-directory";
export { useProductDirectory } from "./use-product-directory";
