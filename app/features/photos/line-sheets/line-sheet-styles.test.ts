import { describe, expect, it } from "vitest";
import { type LineSheetProduct, lineSheetStyles, lineSheetTitle } from "./line-sheet-styles";

const product = (item: string, fields: Partial<LineSheetProduct> = {}): LineSheetProduct => ({
  item,
  photos: [`${item}_01.jpg`],
  brand: "Aquatalia",
  season: "FW24",
  name: "Slingback Heel",
  color: "Black",
  material: "Satin",
  ...fields,
});

describe("lineSheetStyles", () => {
  it("groups a brand's colourways of the same name into one style, in the order styles first appear", () => {
    const styles = lineSheetStyles([
      product("20024-001", { photos: [] }),
      product("28609-250", { name: "Riding Boot", material: "Leather", color: "Cognac" }),
      product("20024-100", { color: "White" }),
      product("26476-600", { season: "SS25", color: "Red", material: "Patent" }),
    ]);
    expect(styles.map(({ name }) => name)).toEqual(["Slingback Heel", "Riding Boot"]);
    const [slingback] = styles;
    expect(slingback?.colourways.map(({ item }) => item)).toEqual(["20024-001", "20024-100", "26476-600"]);
    expect(slingback?.seasons).toEqual(["FW24", "SS25"]);
    expect(slingback?.materials).toEqual(["Satin", "Patent"]);
  });

  it("keeps the same name from two brands apart, and an item the directory does not name on its own", () => {
    const styles = lineSheetStyles([
      product("1-1", { brand: "Børn", name: "Ava" }),
      product("2-1", { brand: "Jambu", name: "Ava" }),
      product("3-1", { brand: "", name: "", season: "", material: "" }),
      product("4-1", { brand: "", name: "", season: "", material: "" }),
    ]);
    expect(styles.map(({ colourways }) => colourways.map(({ item }) => item))).toEqual([
      ["1-1"],
      ["2-1"],
      ["3-1"],
      ["4-1"],
    ]);
    expect(styles[2]?.seasons).toEqual([]);
  });
});

describe("lineSheetTitle", () => {
  it("names each brand and season once, in order", () => {
    const styles = lineSheetStyles([
      product("1-1"),
      product("2-1", { name: "Boot", season: "SS25" }),
      product("3-1", { brand: "Jambu", name: "Clog" }),
    ]);
    expect(lineSheetTitle(styles)).toEqual({ brands: ["Aquatalia", "Jambu"], seasons: ["FW24", "SS25"] });
  });
});
