import { describe, expect, it } from "vitest";
import { LINE_SHEET_MAX_ITEMS } from "../constants";
import { lineSheetFormSchema, lineSheetRequest } from "./line-sheet-schema";

const form = (fields: Record<string, string>) =>
  lineSheetFormSchema.parse({ language: "en", manager: "Jane", ...fields });

describe("the line sheet form", () => {
  it("makes typed item numbers the range, whatever brand is chosen, split as the downloader splits them", () => {
    expect(
      lineSheetRequest(form({ brand: "Aquatalia", items: "20024-001\n20024-100, 20024-100\t28609-250" })),
    ).toEqual({
      range: { items: ["20024-001", "20024-100", "28609-250"] },
    });
  });

  it("makes a brand's season the range, or every season of the brand", () => {
    expect(lineSheetRequest(form({ brand: "Aquatalia", season: "FW24" }))).toEqual({
      range: { brand: "Aquatalia", season: "FW24" },
    });
    expect(lineSheetRequest(form({ brand: "Aquatalia" }))).toEqual({
      range: { brand: "Aquatalia", season: "" },
    });
  });

  it("says why nothing can be made: no brand and no items, pieces that are not item numbers, too many", () => {
    expect(lineSheetRequest(form({}))).toEqual({ refused: { outcome: "nothing" } });
    expect(lineSheetRequest(form({ items: "20024-001 ../x" }))).toEqual({
      refused: { outcome: "notItemNumbers", pieces: ["../x"] },
    });
    const many = Array.from({ length: LINE_SHEET_MAX_ITEMS + 1 }, (_, index) => `${index}-1`).join(",");
    expect(lineSheetRequest(form({ items: many }))).toEqual({
      refused: { outcome: "tooMany", count: LINE_SHEET_MAX_ITEMS + 1 },
    });
  });

  it("needs a language it offers and the brand manager's name", () => {
    expect(lineSheetFormSchema.safeParse({ language: "de", manager: "Jane" }).success).toBe(false);
    expect(lineSheetFormSchema.safeParse({ language: "fr", manager: "   " }).success).toBe(false);
    expect(lineSheetFormSchema.safeParse({ language: "fr", manager: "x".repeat(81) }).success).toBe(false);
  });
});
