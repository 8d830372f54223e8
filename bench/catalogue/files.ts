// The catalogue benchmark's ERP files: a generated catalogue of 2,000 styles, 4,000 colourways and 60,000
// SKUs, with varied names in both languages, its price lists (base, a group's, a customer's) and a stock
// snapshot.
import { PRICE_COLUMNS, PRODUCT_COLUMNS } from "../../app/features/erp/feeds/columns.ts";
import { productRow, upcOf } from "../../app/features/erp/feeds/products-feed.test-support.ts";
import { SIZE_SCALES } from "../../app/features/ordering/catalogue/size-scales.ts";
import { BRAND_REGISTRY } from "../../content/brands/registry.ts";

export const STYLES = 2_000;
export const COLOURWAYS_A_STYLE = 2;
export const CUSTOMER = "C-BENCH";
export const GROUP = "INDEP";

/** 15 SKUs a colourway: the women's scale's 13 sizes in M, and 8 and 9 in W. */
export const CELLS = [
  ...SIZE_SCALES.womens.sizes.map((size) => ({ size, width: "M" })),
  { size: "8", width: "W" },
  { size: "9", width: "W" },
];
const NOUNS = [
  ["Boot", "Botte", "Boots"],
  ["Chelsea", "Chelsea", "Boots"],
  ["Loafer", "Flâneur", "Dress"],
  ["Oxford", "Richelieu", "Dress"],
  ["Sneaker", "Espadrille", "Athletic and outdoor"],
  ["Clog", "Sabot", "Clogs"],
] as const;
const ADJECTIVES = [
  ["Harbour", "Havre"],
  ["Summit", "Sommet"],
  ["Maple", "Érable"],
  ["Ridge", "Crête"],
  ["Lakeshore", "Rivage"],
  ["Aurora", "Aurore"],
  ["Cedar", "Cèdre"],
] as const;
const COLOURS = [
  ["100", "Black", "Noir"],
  ["200", "Tan", "Fauve"],
  ["600", "Scarlet", "Écarlate"],
] as const;
export const SEASONS = ["SS25", "FW25", "SS26", "FW26"];
export const GENDERS = ["women", "men", "unisex"];

export interface Style {
  number: string;
  brand: string;
  words: string[];
}

export function catalogue(): {
  products: string;
  prices: string;
  stock: string;
  styles: Style[];
  upcs: string[];
} {
  const products = [PRODUCT_COLUMNS.join(",")];
  const prices = [[...PRICE_COLUMNS, "applies_to"].join(",")];
  const stock = ["upc,ats,incoming_quantity,incoming_date"];
  const styles: Style[] = [];
  const upcs: string[] = [];
  let sku = 0;
  for (let index = 0; index < STYLES; index++) {
    const number = String(100_000 + index);
    const brand = BRAND_REGISTRY[index % BRAND_REGISTRY.length]?.id ?? "aquatalia";
    const [nounEn, nounFr, category] = NOUNS[index % NOUNS.length] ?? NOUNS[0];
    const [adjectiveEn, adjectiveFr] =
      ADJECTIVES[Math.floor(index / NOUNS.length) % ADJECTIVES.length] ?? ADJECTIVES[0];
    styles.push({ number, brand, words: [adjectiveEn.toLowerCase(), nounFr.toLowerCase()] });
    for (let colourway = 0; colourway < COLOURWAYS_A_STYLE; colourway++) {
      const [code, colourEn, colourFr] = COLOURS[(index + colourway) % COLOURS.length] ?? COLOURS[0];
      const item = `${number}-${code}`;
      const base = 8_000 + (index % 50) * 500;
      prices.push(`BASE,base,${item},${(base / 100).toFixed(2)},`);
      if (index % 5 === 0)
        prices.push(`G-${GROUP},group,${item},${((base * 0.9) / 100).toFixed(2)},${GROUP}`);
      if (index % 3 === 0)
        prices.push(`C-OWN,customer,${item},${((base * 0.85) / 100).toFixed(2)},${CUSTOMER}`);
      for (const { size, width } of CELLS) {
        const upc = upcOf(++sku);
        upcs.push(upc);
        products.push(
          productRow({
            style_number: number,
            brand,
            season: SEASONS[index % SEASONS.length] ?? "FW26",
            category,
            gender: GENDERS[index % GENDERS.length] ?? "women",
            name_en: `${adjectiveEn} ${nounEn}`,
            name_fr: `${nounFr} ${adjectiveFr}`,
            colour_code: code,
            colour_name_en: colourEn,
            colour_name_fr: colourFr,
            size,
            width,
            upc,
          }),
        );
        stock.push(sku % 7 === 0 ? `${upc},0,24,2099-12-15` : `${upc},${sku % 40},,`);
      }
    }
  }
  return {
    products: products.join("\r\n"),
    prices: prices.join("\r\n"),
    stock: stock.join("\r\n"),
    styles,
    upcs,
  };
}
