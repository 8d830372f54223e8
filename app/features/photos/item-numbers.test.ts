import { describe, expect, it } from "vitest";
import {
  isColumnTitle,
  isItemNumber,
  notItemNumbers,
  photoFileName,
  photoNumber,
  splitItemNumbers,
} from "./item-numbers";

describe("splitItemNumbers", () => {
  it("splits on commas, trims and drops empty pieces, keeping the order entered", () => {
    expect(splitItemNumbers("30001-100, 20002-200 ,,10003-300,")).toEqual([
      "30001-100",
      "20002-200",
      "10003-300",
    ]);
  });

  it("gives nothing for blank or comma-only input", () => {
    expect(splitItemNumbers("")).toEqual([]);
    expect(splitItemNumbers("   ")).toEqual([]);
    expect(splitItemNumbers(" , ,, ")).toEqual([]);
  });

  it.each([
    "Item #",
    "Item number",
    "ITEM NO.",
    "SKU",
    "Style",
    "Style #",
    "No d'article",
    "No d’article",
    "Numéro d'article",
    "N° de produit",
    "#",
  ])("skips a pasted column's title %j rather than reading it as item numbers", (title) => {
    expect(splitItemNumbers(`${title}\r\n20706-200\r\n20706-600\r\n`)).toEqual(["20706-200", "20706-600"]);
    expect(notItemNumbers(`${title}\n20706-200`)).toEqual([]);
    expect(splitItemNumbers(`${title}\t Colour\n20706-200`)).toEqual(["Colour", "20706-200"]);
  });

  it("skips only a first cell that is a title, never an item number or a later cell", () => {
    expect(isColumnTitle("20706-200")).toBe(false);
    expect(isColumnTitle("SH-100")).toBe(false);
    expect(isColumnTitle("Item 20706-200")).toBe(false);
    expect(splitItemNumbers("20706-200\nSKU")).toEqual(["20706-200", "SKU"]);
    expect(splitItemNumbers("ST100, SKU")).toEqual(["ST100", "SKU"]);
  });

  it("keeps the first of repeated item numbers", () => {
    expect(splitItemNumbers("A1,B2,A1,C3,B2")).toEqual(["A1", "B2", "C3"]);
  });

  it("reads a column pasted from a spreadsheet: Windows or Unix line breaks, with a trailing one", () => {
    expect(splitItemNumbers("30001-100\r\n20002-200\r\n10003-300\r\n")).toEqual([
      "30001-100",
      "20002-200",
      "10003-300",
    ]);
    expect(splitItemNumbers("30001-100\n\n20002-200\n")).toEqual(["30001-100", "20002-200"]);
  });

  it("drops the invisible and control characters a paste brings along", () => {
    expect(splitItemNumbers("\uFEFF30001-100\u200B,\u202E20002-200\u202C\n10003\u0085-300")).toEqual([
      "30001-100",
      "20002-200",
      "10003-300",
    ]);
  });

  it("splits on tabs (a row pasted from a spreadsheet) and on spaces", () => {
    expect(splitItemNumbers("30001-100\t20002-200\t\t10003-300")).toEqual([
      "30001-100",
      "20002-200",
      "10003-300",
    ]);
    expect(splitItemNumbers("30001-100 20002-200   10003-300")).toEqual([
      "30001-100",
      "20002-200",
      "10003-300",
    ]);
  });

  it("takes every separator mixed in one input", () => {
    expect(splitItemNumbers(" A1, B2\tC3\nD4 ,\r\nE5\u00a0F6 ")).toEqual([
      "A1",
      "B2",
      "C3",
      "D4",
      "E5",
      "F6",
    ]);
  });

  it("gives nothing for input of separators only", () => {
    expect(splitItemNumbers("\n\t \r\n,")).toEqual([]);
  });
});

describe("notItemNumbers", () => {
  it("names the pieces that are not item numbers, once each, in the order entered", () => {
    expect(notItemNumbers("12345-001\n../secret\t12345-002, a.jpg\n../secret")).toEqual([
      "../secret",
      "a.jpg",
    ]);
  });

  it("names nothing when every piece is an item number, or there is none", () => {
    expect(notItemNumbers("12345-001\n12345-002")).toEqual([]);
    expect(notItemNumbers(" \n ")).toEqual([]);
  });
});

describe("isItemNumber", () => {
  it.each(["12345-001", "ABC_12", "7", "x".repeat(64)])("accepts %s", (value) => {
    expect(isItemNumber(value)).toBe(true);
  });

  it.each([
    "",
    "..",
    "../etc/passwd",
    "12345/../../secret",
    "a\\b",
    ".hidden",
    "-leading-dash",
    "with space",
    "12345-001.jpg",
    "%2e%2e",
    "x".repeat(65),
    "ünïcode",
    "a\0b",
  ])("rejects %j", (value) => {
    expect(isItemNumber(value)).toBe(false);
  });
});

describe("photo file names", () => {
  it("numbers photos with two digits from 01, and 100 as three", () => {
    expect(photoFileName("12345-001", 1)).toBe("12345-001_01.jpg");
    expect(photoFileName("12345-001", 42)).toBe("12345-001_42.jpg");
    expect(photoFileName("12345-001", 100)).toBe("12345-001_100.jpg");
  });

  it("reads the number back only from a name of that item's photos", () => {
    expect(photoNumber("12345-001", "12345-001_07.jpg")).toBe(7);
    expect(photoNumber("12345-001", "12345-001_100.jpg")).toBe(100);
    expect(photoNumber("12345-001", "12345-001_7.jpg")).toBeUndefined();
    expect(photoNumber("12345-001", "12345-001_00.jpg")).toBeUndefined();
    expect(photoNumber("12345-001", "12345-001_101.jpg")).toBeUndefined();
    expect(photoNumber("12345-001", "12345-001_007.jpg")).toBeUndefined();
    expect(photoNumber("12345-001", "99999-001_01.jpg")).toBeUndefined();
    expect(photoNumber("12345-001", "12345-001_01.jpeg")).toBeUndefined();
    expect(photoNumber("../x", "../x_01.jpg")).toBeUndefined();
  });
});
