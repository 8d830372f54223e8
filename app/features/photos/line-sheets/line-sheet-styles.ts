import { seasonsInDateOrder } from "./season-codes";

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

/** One entry of the line sheet: a style and its colourways (the same style number, another colour). */
export interface LineSheetStyle {
  brand: string;
  name: string;
  /** The season codes of its colourways, each once, in date order. */
  seasons: string[];
  /** The materials of its colourways, each named once, in their order. */
  materials: string[];
  colourways: LineSheetProduct[];
}

const distinct = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

/**
 * The style number of an item number: what comes before its last dash (`20706-200` is colour 200 of style
 * 20706). An item number without a dash is a style of its own.
 */
export function styleNumber(item: string): string {
  const dash = item.lastIndexOf("-");
  return dash > 0 ? item.slice(0, dash) : item;
}

/**
 * The products grouped into styles, in the order each style first appears: colourways of a style share its
 * brand and style number, whatever their names and seasons say (two styles may share a name, and a style
 * carried over keeps its number). The style takes the name of its first colourway the directory names.
 */
export function lineSheetStyles(products: readonly LineSheetProduct[]): LineSheetStyle[] {
  const styles = new Map<string, LineSheetProduct[]>();
  for (const product of products) {
    const key = `${product.brand}\0${styleNumber(product.item)}`;
    const colourways = styles.get(key);
    if (colourways) colourways.push(product);
    else styles.set(key, [product]);
  }
  return [...styles.values()].map((colourways) => {
    const [first] = colourways as [LineSheetProduct, ...LineSheetProduct[]];
    return {
      brand: first.brand,
      name: colourways.find(({ name }) => name)?.name ?? "",
      seasons: seasonsInDateOrder(colourways.map(({ season }) => season)),
      materials: distinct(colourways.map(({ material }) => material)),
      colourways,
    };
  });
}

/** What the cover names: the brands of the styles in their order, and their season codes in date order. */
export function lineSheetTitle(styles: readonly LineSheetStyle[]): { brands: string[]; seasons: string[] } {
  return {
    brands: distinct(styles.map(({ brand }) => brand)),
    seasons: seasonsInDateOrder(styles.flatMap(({ seasons }) => seasons)),
  };
}
