import { describe, expect, it } from "vitest";
import { type LineSheetProduct, lineSheetStyles, lineSheetTitle, styleNumber } from "./line-sheet-styles";

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
  it("groups a brand's colourways by style number, in the order styles first appear", () => {
    const styles = lineSheetStyles([
      product("20024-001", { photos: [] }),
      product("28609-250", { name: "Riding Boot", material: "Leather", color: "Cognac" }),
      product("20024-100", { color: "White", season: "SS24", material: "Patent" }),
      product("26476-600", { season: "SS25", color: "Red", material: "Patent" }),
    ]);
    expect(styles.map(({ colourways }) => colourways.map(({ item }) => item))).toEqual([
      ["20024-001", "20024-100"],
      ["28609-250"],
      ["26476-600"],
    ]);
    expect(styles.map(({ name }) => name)).toEqual(["Slingback Heel", "Riding Boot", "Slingback Heel"]);
    const [slingback] = styles;
    expect(slingback?.seasons).toEqual(["SS24", "FW24"]);
    expect(slingback?.materials).toEqual(["Satin", "Patent"]);
  });

  it("keeps a style whole when its colourways' names differ, named after the first that has one", () => {
    const styles = lineSheetStyles([
      product("20706-200", { name: "" }),
      product("20706-600", { name: "Ava Boot" }),
      product("20706-001", { name: "Ava Bootie" }),
      product("20707", { name: "Ava Boot" }),
    ]);
    expect(styles.map(({ name, colourways }) => [name, colourways.length])).toEqual([
      ["Ava Boot", 3],
      ["Ava Boot", 1],
    ]);
    expect(styleNumber("20706-200")).toBe("20706");
    expect(styleNumber("SH-100-RED")).toBe("SH-100");
    expect(styleNumber("20706")).toBe("20706");
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
  it("names each brand once in order, and each season once in date order", () => {
    const styles = lineSheetStyles([
      product("1-1"),
      product("2-1", { name: "Boot", season: "SS25" }),
      product("3-1", { brand: "Jambu", name: "Clog" }),
    ]);
    expect(lineSheetTitle(styles)).toEqual({ brands: ["Aquatalia", "Jambu"], seasons: ["FW24", "SS25"] });
    const later = lineSheetStyles([
      product("1-1", { season: "SS25" }),
      product("2-1", { season: "FW24" }),
      product("3-1", { season: "Resort" }),
      product("4-1", { season: "SS24" }),
      product("5-1", { season: "FW2023" }),
    ]);
    expect(lineSheetTitle(later).seasons).toEqual(["FW2023", "SS24", "FW24", "SS25", "Resort"]);
  });
});
