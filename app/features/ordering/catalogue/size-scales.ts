/**
 * The size scales a style is sized in (ORDERING.md §1), each with its sizes in the order a size run reads and
 * the widths footwear makes it in. A style names its scale by code in the product feed; a SKU's size and
 * width must be in it.
 */
export const SIZE_SCALES = {
  /** Men's footwear: 7 to 13, half sizes to 12. */
  mens: {
    sizes: ["7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11", "11.5", "12", "13"],
    widths: ["D", "2E", "4E"],
  },
  /** Women's footwear: 5 to 11, half sizes to 10. */
  womens: {
    sizes: ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11"],
    widths: ["M", "W", "XW"],
  },
  /** Children's footwear: toddler 10 to youth 3. */
  kids: {
    sizes: ["10", "10.5", "11", "11.5", "12", "12.5", "13", "13.5", "1", "1.5", "2", "2.5", "3"],
    widths: ["M", "W"],
  },
  apparel: { sizes: ["XS", "S", "M", "L", "XL", "XXL"], widths: [] },
  /** Jewellery, piping, care products. */
  "one-size": { sizes: ["OS"], widths: [] },
} as const satisfies Record<string, { sizes: readonly string[]; widths: readonly string[] }>;

export type SizeScale = keyof typeof SIZE_SCALES;

export const isSizeScale = (code: string): code is SizeScale => Object.hasOwn(SIZE_SCALES, code);
