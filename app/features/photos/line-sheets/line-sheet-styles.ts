/** One product of a line sheet: an item as the master directory describes it, and the photos found for it. */
export interface LineSheetProduct {
  item: string;
  /** Its photos' file names, first photo first; none when its photo is still coming. */
  photos: string[];
  brand: string;
  season: string;
  name: string;
  color: string;
  material: string;
}

/** One entry of the line sheet: a style and its colourways (the same product name, another colour). */
export interface LineSheetStyle {
  brand: string;
  name: string;
  /** The seasons and materials of its colourways, each named once, in their order. */
  seasons: string[];
  materials: string[];
  colourways: LineSheetProduct[];
}

const distinct = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

/**
 * The products grouped into styles, in the order each style first appears: colourways of a style share its
 * brand and name. A product the directory does not name is a style of its own, under its item number.
 */
export function lineSheetStyles(products: readonly LineSheetProduct[]): LineSheetStyle[] {
  const styles = new Map<string, LineSheetProduct[]>();
  for (const product of products) {
    const key = product.name ? `${product.brand}\0${product.name}` : `\0${product.item}`;
    const colourways = styles.get(key);
    if (colourways) colourways.push(product);
    else styles.set(key, [product]);
  }
  return [...styles.values()].map((colourways) => {
    const [first] = colourways as [LineSheetProduct, ...LineSheetProduct[]];
    return {
      brand: first.brand,
      name: first.name,
      seasons: distinct(colourways.map(({ season }) => season)),
      materials: distinct(colourways.map(({ material }) => material)),
      colourways,
    };
  });
}

/** What the cover names: the brands and seasons of the styles, each once, in their order. */
export function lineSheetTitle(styles: readonly LineSheetStyle[]): { brands: string[]; seasons: string[] } {
  return {
    brands: distinct(styles.map(({ brand }) => brand)),
    seasons: distinct(styles.flatMap(({ seasons }) => seasons)),
  };
}
