import { describe, expect, it } from "vitest";
import { quickOrderLines, quickOrderRows } from "./quick-order-lines";

describe("a quick order's lines", () => {
  it("reads UPCs and quantities, and items by size and width, separated as spreadsheets and people do", () => {
    const lines = quickOrderLines(
      [
        "UPC\tQty",
        "036000291452\t12",
        "036000291452, 3",
        "22592-600 8 m 6",
        "22592-600;XS;2",
        "",
        "0036000291452 1",
      ].join("\r\n"),
    );
    expect(lines).toEqual([
      { line: 2, text: "036000291452\t12", kind: "upc", gtin: "00036000291452", quantity: 12 },
      { line: 3, text: "036000291452, 3", kind: "upc", gtin: "00036000291452", quantity: 3 },
      {
        line: 4,
        text: "22592-600 8 m 6",
        kind: "item",
        itemNumber: "22592-600",
        size: "8",
        width: "M",
        quantity: 6,
      },
      {
        line: 5,
        text: "22592-600;XS;2",
        kind: "item",
        itemNumber: "22592-600",
        size: "XS",
        width: "",
        quantity: 2,
      },
      { line: 7, text: "0036000291452 1", kind: "upc", gtin: "00036000291452", quantity: 1 },
    ]);
  });

  it("keeps a barcode with a wrong check digit as a barcode no catalogue knows, and reports what it cannot read", () => {
    const lines = quickOrderLines(
      "036000291453 2\nhello world\n22592-600 8 0\n036000291452 100000\n=cmd|x 1",
    );
    expect(lines.map((line) => line.kind)).toEqual([
      "upc",
      "unreadable",
      "unreadable",
      "unreadable",
      "unreadable",
    ]);
    expect(lines[0]).toMatchObject({ gtin: undefined, quantity: 2 });
    expect(lines.map((line) => line.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it("reads a sheet's rows as its cells, named by the file, and gives a UPC a spreadsheet took for a number its zeros", () => {
    const lines = quickOrderRows([
      { line: 1, file: "order.xlsx", cells: ["UPC", "Qty"] },
      { line: 2, file: "order.xlsx", cells: ["62340000010", "12"] },
      { line: 3, file: "order.xlsx", cells: ["22592-600", "8", "M", "6"] },
      { line: 4, file: "order.xlsx", cells: ["62340000011", "1"] },
    ]);
    expect(lines).toEqual([
      {
        line: 2,
        file: "order.xlsx",
        text: "62340000010\t12",
        kind: "upc",
        gtin: "00062340000010",
        quantity: 12,
      },
      {
        line: 3,
        file: "order.xlsx",
        text: "22592-600\t8\tM\t6",
        kind: "item",
        itemNumber: "22592-600",
        size: "8",
        width: "M",
        quantity: 6,
      },
      // Its check digit is wrong however many zeros it is given: no barcode.
      { line: 4, file: "order.xlsx", text: "62340000011\t1", kind: "upc", gtin: undefined, quantity: 1 },
    ]);
  });
});
