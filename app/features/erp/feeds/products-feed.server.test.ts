import { describe, expect, it } from "vitest";
import { OPTIONAL_PRODUCT_COLUMNS, PRODUCT_COLUMNS } from "./columns";
import { centsOf } from "./feed-cells";
import { readFeedCsv } from "./feed-csv.server";
import { prepacksOf, productFeedOf } from "./products-feed.server";
import { productRow } from "./products-feed.test-support";

const BRANDS = new Set(["aquatalia", "dockers"]);

const COLUMNS = [...PRODUCT_COLUMNS, "description_en"] as const;
const HEADER = COLUMNS.join(",");
const row = (changes: Parameters<typeof productRow>[0] = {}) => productRow(changes, COLUMNS);

function feedOf(text: string) {
  const reading = readFeedCsv(new TextEncoder().encode(text), PRODUCT_COLUMNS, OPTIONAL_PRODUCT_COLUMNS);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problem));
  const feed = productFeedOf(reading.rows, BRANDS);
  return { ...feed, refused: [...reading.refused, ...feed.refused].sort((a, b) => a.line - b.line) };
}

describe("the product feed", () => {
  it("reads a style, its colourway and its SKUs from rows that repeat them", () => {
    const feed = feedOf(
      [
        HEADER,
        row(),
        row({ size: "7.5", upc: "0036000291469" }),
        row({ colour_code: "001", colour_name_en: "Taupe", colour_name_fr: "Taupe", upc: "036000291476" }),
      ].join("\n"),
    );
    expect(feed.refused).toEqual([]);
    expect([...feed.styles.values()]).toEqual([
      expect.objectContaining({
        style_number: "22592",
        msrp_cents: 39500,
        description_en: "Weatherproof suede",
        materials_fr: "",
      }),
    ]);
    expect([...feed.colourways.keys()]).toEqual(["22592-600", "22592-001"]);
    expect(feed.skus.map((sku) => sku.record)).toEqual([
      { gtin: "00036000291452", item_number: "22592-600", size: "7", width: "M", case_pack: 1 },
      { gtin: "00036000291469", item_number: "22592-600", size: "7.5", width: "M", case_pack: 1 },
      { gtin: "00036000291476", item_number: "22592-001", size: "7", width: "M", case_pack: 1 },
    ]);
  });

  it("reads semicolons, CRLF, a byte order mark, quoted cells and headers in any case", () => {
    const header = HEADER.toUpperCase().replaceAll(",", ";");
    const quoted = row({ name_en: '"Ines; the Boot"' }).replaceAll(",", ";");
    const text = `\uFEFF${header}\r\n${quoted}\r\n`;
    const feed = feedOf(text);
    expect(feed.refused).toEqual([]);
    expect(feed.styles.get("22592")?.name_en).toBe("Ines; the Boot");
  });

  it("refuses each kind of bad row with its line and the cell at fault, and keeps the good ones", () => {
    const rows = [
      row({ upc: "036000291453" }),
      row({ size: "12", upc: "036000291469" }),
      row({ width: "", upc: "036000291469" }),
      row({ size_scale: "giant", upc: "036000291469" }),
      row({ brand: "nobody", upc: "036000291469" }),
      row({ gender: "female", upc: "036000291469" }),
      row({ msrp: "-5", upc: "036000291469" }),
      row({ msrp: "3.999", upc: "036000291469" }),
      row({ case_pack: "0", upc: "036000291469" }),
      row({ name_fr: "", upc: "036000291469" }),
      row({ name_en: "=HYPERLINK(1)", upc: "036000291469" }),
      `${row({ upc: "036000291469" })},extra`,
      row(),
      row({ upc: "036000291476" }),
      row({ size: "8", upc: "036000291452" }),
      row({ size: "8", upc: "036000291476", name_en: "Another name" }),
    ];
    const feed = feedOf([HEADER, ...rows].join("\n"));
    expect(feed.refused.map(({ line, problem }) => ({ line, ...problem }))).toEqual(
      [
        { line: 2, code: "badGtin", column: "upc" },
        { line: 3, code: "sizeNotInScale", column: "size" },
        { line: 4, code: "widthNotInScale", column: "width" },
        { line: 5, code: "unknownSizeScale", column: "size_scale" },
        { line: 6, code: "unknownBrand", column: "brand" },
        { line: 7, code: "badGender", column: "gender" },
        // A negative number is no formula: it is refused as money.
        { line: 8, code: "badMoney", column: "msrp" },
        { line: 9, code: "badMoney", column: "msrp" },
        { line: 10, code: "badCount", column: "case_pack" },
        { line: 11, code: "missing", column: "name_fr" },
        { line: 12, code: "formula", column: "name_en" },
        { line: 13, code: "columnCount" },
        { line: 15, code: "duplicateSku", column: "size", otherLine: 14 },
        { line: 16, code: "duplicateGtin", column: "upc", otherLine: 14 },
        { line: 17, code: "conflictingStyle", otherLine: 14 },
      ].sort((a, b) => a.line - b.line),
    );
    expect(feed.skus.map((sku) => sku.line)).toEqual([14]);
  });

  it("refuses a file that is not UTF-8, has no rows, or lacks a column", () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${HEADER}\n`), 0x42, 0xf8, 0x72, 0x6e]);
    expect(readFeedCsv(latin1, PRODUCT_COLUMNS)).toEqual({ ok: false, problem: { code: "notUtf8" } });
    expect(readFeedCsv(new TextEncoder().encode("\r\n"), PRODUCT_COLUMNS)).toEqual({
      ok: false,
      problem: { code: "empty" },
    });
    expect(readFeedCsv(new TextEncoder().encode("style_number,brand\n1,2"), PRODUCT_COLUMNS)).toEqual({
      ok: false,
      problem: {
        code: "missingColumns",
        columns: PRODUCT_COLUMNS.filter((column) => column !== "style_number" && column !== "brand"),
      },
    });
    expect(readFeedCsv(new TextEncoder().encode(`${HEADER}\n"unclosed`), PRODUCT_COLUMNS)).toMatchObject({
      ok: false,
      problem: { code: "unparsable" },
    });
  });

  it("reads money as dollars and cents, from English and French exports", () => {
    expect(centsOf("120")).toBe(12000);
    expect(centsOf("120.5")).toBe(12050);
    expect(centsOf("120,05")).toBe(12005);
    expect(centsOf("1,200.00")).toBeUndefined();
    expect(centsOf("-1")).toBeUndefined();
    expect(centsOf("")).toBeUndefined();
  });
});

describe("a SKU's prepacks cell", () => {
  it("reads each prepack's code and units, and refuses anything else", () => {
    expect(prepacksOf("")).toEqual([]);
    expect(prepacksOf("P12:2| P24:4")).toEqual([
      { prepack_code: "P12", units: 2 },
      { prepack_code: "P24", units: 4 },
    ]);
    for (const bad of ["P12", "P12:0", "P12:100", "P12:1|P12:2", ":3", "P 12:1", "=P12:1", "P12:1|"])
      expect(prepacksOf(bad), bad).toBeUndefined();
  });
});
