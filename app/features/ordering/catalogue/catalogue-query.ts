/** The catalogue's filters (issue 50 §5): each narrows the styles, and each one's counts heed the others. */
export const CATALOGUE_FACETS = ["brand", "season", "category", "gender"] as const;
export type CatalogueFacet = (typeof CATALOGUE_FACETS)[number];

/** How the results are ordered: by name, by style number, or the most available to sell first. */
export const CATALOGUE_SORTS = ["name", "style", "available"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Styles to a page: two rows of a wide screen's grid, a short scroll on a phone. */
export const CATALOGUE_PAGE_SIZE = 24;

/** Longest search a buyer types: a style name, a colour, a barcode. */
const SEARCH_MAX_LENGTH = 100;
/** Longest filter value the feeds allow (a cell is at most 200 characters). */
const FILTER_MAX_LENGTH = 200;

/** A catalogue request as its address gives it; every part optional. */
export interface CatalogueQuery {
  filters: Partial<Record<CatalogueFacet, string>>;
  /** The words searched for, trimmed; empty for none. */
  search: string;
  sort: CatalogueSort;
  /** From 1. */
  page: number;
}

/** Characters no search or filter needs: controls and the invisible ones that disguise text. */
const UNWANTED = /[\p{Cc}\p{Cf}]/gu;

function cleaned(value: string | null, limit: number): string {
  return (value ?? "").replace(UNWANTED, "").trim().slice(0, limit);
}

/**
 * The query a catalogue address asks for. What cannot be read is dropped rather than refused (a link that
 * was edited by hand still shows the catalogue): an unknown sort is the default, a page that is not a whole
 * number is the first, and text is cut to its length.
 */
export function catalogueQuery(params: URLSearchParams): CatalogueQuery {
  const filters: CatalogueQuery["filters"] = {};
  for (const facet of CATALOGUE_FACETS) {
    const value = cleaned(params.get(facet), FILTER_MAX_LENGTH);
    if (value) filters[facet] = value;
  }
  const sort = CATALOGUE_SORTS.find((each) => each === params.get("sort")) ?? "name";
  const page = /^\d{1,4}$/.test(params.get("page") ?? "") ? Math.max(1, Number(params.get("page"))) : 1;
  return { filters, search: cleaned(params.get("q"), SEARCH_MAX_LENGTH), sort, page };
}

/** The address's search part for a query, defaults left out, so each page has one address. */
export function catalogueSearchParams(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  for (const facet of CATALOGUE_FACETS) {
    const value = query.filters[facet];
    if (value) params.set(facet, value);
  }
  if (query.sort !== "name") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The ERP's categories the interface names in both languages; another shows as the ERP wrote it. */
export const KNOWN_CATEGORIES = [
  "Boots",
  "Dress",
  "Clogs",
  "Kids",
  "Apparel",
  "Piping",
  "Athletic and outdoor",
] as const;
export type KnownCategory = (typeof KNOWN_CATEGORIES)[number];

export const isKnownCategory = (category: string): category is KnownCategory =>
  (KNOWN_CATEGORIES as readonly string[]).includes(category);

/** Footwear is measured in sizes of its own ("pointure" in French); apparel and the rest in sizes ("taille"). */
export const isFootwearScale = (scale: string): boolean => ["mens", "womens", "kids"].includes(scale);
