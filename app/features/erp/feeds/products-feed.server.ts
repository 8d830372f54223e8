import { gtinOf, isSizeScale, SIZE_SCALES } from "~/features/ordering";
import { OPTIONAL_PRODUCT_COLUMNS, PRODUCT_COLUMNS, type ProductColumn } from "./columns";
import { centsOf } from "./feed-cells";
import type { FeedRow, RefusedRow, RowProblem } from "./feed-csv.server";

const GENDERS = ["women", "men", "kids", "unisex"] as const;
type Gender = (typeof GENDERS)[number];

/** The longest a cell may be: a description, and every other cell. */
const DESCRIPTION_MAX_LENGTH = 4000;
const CELL_MAX_LENGTH = 200;
/** A case pack larger than this is a typing error, not a carton. */
const CASE_PACK_MAX = 999;
/** The most units of one SKU a prepack holds. */
const PREPACK_UNITS_MAX = 99;

export interface StyleRecord {
  style_number: string;
  brand: string;
  season: string;
  category: string;
  gender: Gender;
  size_scale: string;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  materials_en: string;
  materials_fr: string;
  msrp_cents: number;
}

export interface ColourwayRecord {
  item_number: string;
  style_number: string;
  colour_code: string;
  colour_name_en: string;
  colour_name_fr: string;
}

export interface SkuRecord {
  gtin: string;
  item_number: string;
  size: string;
  width: string;
  case_pack: number;
}

/** How many units of a SKU one prepack of its colourway holds. */
export interface PrepackUnits {
  prepack_code: string;
  units: number;
}

/** A SKU as a row of the file gave it. */
export interface FeedSku {
  record: SkuRecord;
  /** The prepacks the SKU is in (`P12:2|P24:4`): the file's word replaces what the catalogue had. */
  prepacks: PrepackUnits[];
  line: number;
  cells: string[];
}

/** What a product feed's rows say, each style and colourway once, and the rows refused. */
export interface ProductFeed {
  styles: Map<string, StyleRecord>;
  colourways: Map<string, ColourwayRecord>;
  skus: FeedSku[];
  refused: RefusedRow[];
}

/** The first problem of a row, in the order a person fixing the file would read its cells. */
function problemOf(row: FeedRow<ProductColumn>, knownBrands: ReadonlySet<string>): RowProblem | undefined {
  for (const column of PRODUCT_COLUMNS) {
    if (column === "width") continue;
    if (row.cell(column) === "") return { code: "missing", column };
  }
  for (const column of [...PRODUCT_COLUMNS, ...OPTIONAL_PRODUCT_COLUMNS]) {
    const limit = column.startsWith("description_") ? DESCRIPTION_MAX_LENGTH : CELL_MAX_LENGTH;
    if (row.cell(column).length > limit) return { code: "tooLong", column };
  }
  if (!knownBrands.has(row.cell("brand"))) return { code: "unknownBrand", column: "brand" };
  if (!(GENDERS as readonly string[]).includes(row.cell("gender")))
    return { code: "badGender", column: "gender" };
  const scaleCode = row.cell("size_scale");
  if (!isSizeScale(scaleCode)) return { code: "unknownSizeScale", column: "size_scale" };
  const scale = SIZE_SCALES[scaleCode];
  if (!(scale.sizes as readonly string[]).includes(row.cell("size")))
    return { code: "sizeNotInScale", column: "size" };
  const width = row.cell("width");
  const widthFits =
    scale.widths.length === 0 ? width === "" : (scale.widths as readonly string[]).includes(width);
  if (!widthFits) return { code: "widthNotInScale", column: "width" };
  if (centsOf(row.cell("msrp")) === undefined) return { code: "badMoney", column: "msrp" };
  const casePack = Number(row.cell("case_pack"));
  if (
    !Number.isInteger(casePack) ||
    casePack < 1 ||
    casePack > CASE_PACK_MAX ||
    !/^\d+$/.test(row.cell("case_pack"))
  )
    return { code: "badCount", column: "case_pack" };
  if (!gtinOf(row.cell("upc"))) return { code: "badGtin", column: "upc" };
  if (prepacksOf(row.cell("prepacks")) === undefined) return { code: "badPrepacks", column: "prepacks" };
  return undefined;
}

/**
 * The `prepacks` cell (`P12:2|P24:4`): each prepack's code (an ERP code) and the units of this SKU it holds,
 * 1–99, each code once; empty for none. Undefined when the cell is not of that form.
 */
export function prepacksOf(cell: string): PrepackUnits[] | undefined {
  if (cell === "") return [];
  const prepacks: PrepackUnits[] = [];
  for (const part of cell.split("|")) {
    const match = /^([A-Za-z0-9][A-Za-z0-9._/-]{0,19}):(\d{1,2})$/.exec(part.trim());
    const units = Number(match?.[2]);
    if (!match?.[1] || units < 1 || units > PREPACK_UNITS_MAX) return undefined;
    if (prepacks.some((prepack) => prepack.prepack_code === match[1])) return undefined;
    prepacks.push({ prepack_code: match[1], units });
  }
  return prepacks;
}

const sameRecord = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A product feed's rows as styles, colourways and SKUs. Every row repeats its style's and colourway's cells:
 * where a later row says otherwise than the first of its style or colourway, or repeats a UPC or a SKU, the
 * later row is refused and the first kept. `knownBrands` holds the brand ids a style may name.
 */
export function productFeedOf(
  rows: readonly FeedRow<ProductColumn>[],
  knownBrands: ReadonlySet<string>,
): ProductFeed {
  const feed: ProductFeed = { styles: new Map(), colourways: new Map(), skus: [], refused: [] };
  // The first line of each style, colourway, UPC and SKU, each by its own key (no prefixed copies: a
  // 60,000-row file held four such strings a row).
  const firstLine = {
    style: new Map<string, number>(),
    colourway: new Map<string, number>(),
    gtin: new Map<string, number>(),
    sku: new Map<string, number>(),
  };
  const refuse = (row: FeedRow<ProductColumn>, problem: RowProblem) =>
    feed.refused.push({ line: row.line, problem, cells: row.cells });
  for (const row of rows) {
    const problem = problemOf(row, knownBrands);
    if (problem) {
      refuse(row, problem);
      continue;
    }
    const style: StyleRecord = {
      style_number: row.cell("style_number"),
      brand: row.cell("brand"),
      season: row.cell("season"),
      category: row.cell("category"),
      gender: row.cell("gender") as Gender,
      size_scale: row.cell("size_scale"),
      name_en: row.cell("name_en"),
      name_fr: row.cell("name_fr"),
      description_en: row.cell("description_en"),
      description_fr: row.cell("description_fr"),
      materials_en: row.cell("materials_en"),
      materials_fr: row.cell("materials_fr"),
      msrp_cents: centsOf(row.cell("msrp")) ?? 0,
    };
    const colourway: ColourwayRecord = {
      item_number: `${style.style_number}-${row.cell("colour_code")}`,
      style_number: style.style_number,
      colour_code: row.cell("colour_code"),
      colour_name_en: row.cell("colour_name_en"),
      colour_name_fr: row.cell("colour_name_fr"),
    };
    const sku: SkuRecord = {
      gtin: gtinOf(row.cell("upc")) ?? "",
      item_number: colourway.item_number,
      size: row.cell("size"),
      width: row.cell("width"),
      case_pack: Number(row.cell("case_pack")),
    };
    const keys = {
      style: style.style_number,
      colourway: colourway.item_number,
      gtin: sku.gtin,
      sku: `${sku.item_number}|${sku.size}|${sku.width}`,
    };
    const knownStyle = feed.styles.get(style.style_number);
    const knownColourway = feed.colourways.get(colourway.item_number);
    const conflict: RowProblem | undefined =
      knownStyle && !sameRecord(knownStyle, style)
        ? { code: "conflictingStyle", otherLine: firstLine.style.get(keys.style) }
        : knownColourway && !sameRecord(knownColourway, colourway)
          ? { code: "conflictingColourway", otherLine: firstLine.colourway.get(keys.colourway) }
          : firstLine.gtin.has(keys.gtin)
            ? { code: "duplicateGtin", column: "upc", otherLine: firstLine.gtin.get(keys.gtin) }
            : firstLine.sku.has(keys.sku)
              ? { code: "duplicateSku", column: "size", otherLine: firstLine.sku.get(keys.sku) }
              : undefined;
    if (conflict) {
      refuse(row, conflict);
      continue;
    }
    for (const kind of ["style", "colourway", "gtin", "sku"] as const)
      if (!firstLine[kind].has(keys[kind])) firstLine[kind].set(keys[kind], row.line);
    // A style or colourway already known keeps its first record: the rows after it repeat it.
    if (!knownStyle) feed.styles.set(style.style_number, style);
    if (!knownColourway) feed.colourways.set(colourway.item_number, colourway);
    feed.skus.push({
      record: sku,
      prepacks: prepacksOf(row.cell("prepacks")) ?? [],
      line: row.line,
      cells: row.cells,
    });
  }
  return feed;
}
