/** A product of the master directory that has photos, as the browse list shows it. */
export interface Product {
  itemNumber: string;
  itemName: string;
  color: string;
  material: string;
  brandName: string;
  seasonCode: string;
  /** Lower-cased name, color, material and item number: what the search looks in. */
  searchText: string;
}

export interface ProductFilters {
  search: string;
  vendor: string;
  season: string;
}

export const NO_FILTERS: ProductFilters = { search: "", vendor: "", season: "" };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The products with `has_photos` true, in directory order, from the master directory (an object keyed by
 * item number). Anything malformed is skipped rather than breaking the page.
 */
export function productsWithPhotos(directory: unknown): Product[] {
  if (typeof directory !== "object" || directory === null) return [];
  const products: Product[] = [];
  for (const [itemNumber, entry] of Object.entries(directory)) {
    if (typeof entry !== "object" || entry === null || !("has_photos" in entry) || entry.has_photos !== true)
      continue;
    const field = (name: string) => text(name in entry ? Reflect.get(entry, name) : undefined);
    const product = {
      itemNumber,
      itemName: field("item_name"),
      color: field("color"),
      material: field("material"),
      brandName: field("brand_name"),
      seasonCode: field("season_code"),
    };
    const searchText = [product.itemName, product.color, product.material, itemNumber]
      .join("\n")
      .toLowerCase();
    products.push({ ...product, searchText });
  }
  return products;
}

const sortedDistinct = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, "en"));

/** The Vendor and Season choices: sorted distinct brand names and season codes of products with photos. */
export function filterOptions(products: readonly Product[]): { vendors: string[]; seasons: string[] } {
  return {
    vendors: sortedDistinct(products.map((product) => product.brandName)),
    seasons: sortedDistinct(products.map((product) => product.seasonCode)),
  };
}

/** The list shows products only once a vendor, a season or search text is chosen. */
export function hasActiveFilter({ search, vendor, season }: ProductFilters): boolean {
  return search.trim() !== "" || vendor !== "" || season !== "";
}

/** Case-insensitive search in name, color, material and item number; exact vendor and season. */
export function filterProducts(products: readonly Product[], filters: ProductFilters): Product[] {
  if (!hasActiveFilter(filters)) return [];
  const needle = filters.search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (filters.vendor === "" || product.brandName === filters.vendor) &&
      (filters.season === "" || product.seasonCode === filters.season) &&
      (needle === "" || product.searchText.includes(needle)),
  );
}
