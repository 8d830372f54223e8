import { PRODUCT_COLUMNS, type ProductColumn } from "./columns.ts";

/** A good product feed row (one SKU of Aquatalia's style 22592 in black, women's 7 M), cells changed by name. */
export function productRow(
  changes: Partial<Record<ProductColumn, string>> = {},
  columns: readonly ProductColumn[] = PRODUCT_COLUMNS,
): string {
  const cells: Record<ProductColumn, string> = {
    style_number: "22592",
    brand: "aquatalia",
    season: "FW26",
    category: "Boots",
    gender: "women",
    size_scale: "womens",
    name_en: "Ines Boot",
    name_fr: "Botte Ines",
    msrp: "395.00",
    colour_code: "600",
    colour_name_en: "Black",
    colour_name_fr: "Noir",
    size: "7",
    width: "M",
    upc: "036000291452",
    case_pack: "1",
    description_en: "Weatherproof suede",
    description_fr: "",
    materials_en: "",
    materials_fr: "",
    prepacks: "",
    ...changes,
  };
  return columns.map((column) => cells[column]).join(",");
}

/** A valid UPC-A: `body` as its first 11 digits, and the check digit they call for. */
export function upcOf(body: number): string {
  const digits = String(body).padStart(11, "0");
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
