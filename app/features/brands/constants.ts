/** SPEC §9: the grids show 21 brands of the 22 in content. */
export const GRID_BRAND_COUNT = 21;

/** The contact form's image when a brand has none of its own. */
export const DEFAULT_CONTACT_IMAGE = "contact/default";
