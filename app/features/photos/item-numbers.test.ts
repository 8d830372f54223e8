import { describe, expect, it } from "vitest";
import { isItemNumber, photoFileName, photoNumber, splitItemNumbers } from "./item-numbers";

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

  it("keeps the first of repeated item numbers", () => {
    expect(splitItemNumbers("A1,B2,A1,C3,B2")).toEqual(["A1", "B2", "C3"]);
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
