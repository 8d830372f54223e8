import { type BrandLineup, brandLineupSchema } from "@content/brands/lineup";
import { describe, expect, it } from "vitest";
import { lineupAfter } from "./lineup-change";

const LINEUP: BrandLineup = {
  listed: [
    { id: "aquatalia", shown: true },
    { id: "born", shown: true },
    { id: "joybees", shown: false },
  ],
  retired: [{ id: "dockers", replacement: "born" }],
};

describe("a change to the brand line-up", () => {
  it("moves a brand one place, and not past either end", () => {
    expect(lineupAfter(LINEUP, { change: "moveUp", brand: "born" })).toMatchObject({
      listed: [{ id: "born" }, { id: "aquatalia" }, { id: "joybees" }],
    });
    expect(lineupAfter(LINEUP, { change: "moveDown", brand: "born" })).toMatchObject({
      listed: [{ id: "aquatalia" }, { id: "joybees" }, { id: "born" }],
    });
    expect(lineupAfter(LINEUP, { change: "moveUp", brand: "aquatalia" })).toEqual({ outcome: "unchanged" });
    expect(lineupAfter(LINEUP, { change: "moveDown", brand: "joybees" })).toEqual({ outcome: "unchanged" });
  });

  it("shows and hides a brand in the grids, telling when it already was so", () => {
    expect(lineupAfter(LINEUP, { change: "show", brand: "joybees" })).toMatchObject({
      listed: [{ shown: true }, { shown: true }, { id: "joybees", shown: true }],
    });
    expect(lineupAfter(LINEUP, { change: "hide", brand: "joybees" })).toEqual({ outcome: "unchanged" });
  });

  it("retires a brand, with or without a listed replacement, and keeps the last one", () => {
    expect(lineupAfter(LINEUP, { change: "retire", brand: "born", replacement: "aquatalia" })).toEqual({
      listed: [
        { id: "aquatalia", shown: true },
        { id: "joybees", shown: false },
      ],
      retired: [
        { id: "dockers", replacement: "born" },
        { id: "born", replacement: "aquatalia" },
      ],
    });
    expect(lineupAfter(LINEUP, { change: "retire", brand: "joybees" })).toMatchObject({
      retired: [{ id: "dockers" }, { id: "joybees" }],
    });
    for (const replacement of ["born", "dockers", "no-such-brand"]) {
      expect(lineupAfter(LINEUP, { change: "retire", brand: "born", replacement })).toEqual({
        outcome: "badReplacement",
      });
    }
    const alone: BrandLineup = { listed: [{ id: "born", shown: true }], retired: [] };
    expect(lineupAfter(alone, { change: "retire", brand: "born" })).toEqual({ outcome: "lastBrand" });
    expect(lineupAfter(LINEUP, { change: "retire", brand: "dockers" })).toEqual({ outcome: "unchanged" });
  });

  it("brings a retired brand back at the end of the list, shown", () => {
    expect(lineupAfter(LINEUP, { change: "restore", brand: "dockers" })).toEqual({
      listed: [...LINEUP.listed, { id: "dockers", shown: true }],
      retired: [],
    });
    expect(lineupAfter(LINEUP, { change: "restore", brand: "born" })).toEqual({ outcome: "unchanged" });
  });
});

describe("the line-up's schema", () => {
  it("takes a line-up whose replacements lead somewhere", () => {
    expect(brandLineupSchema.safeParse(LINEUP).success).toBe(true);
  });

  it("refuses a brand twice, a replacement outside the line-up and replacements in a circle", () => {
    const refused: BrandLineup[] = [
      { listed: [...LINEUP.listed, { id: "born", shown: false }], retired: [] },
      { listed: LINEUP.listed, retired: [{ id: "born" }] },
      { listed: LINEUP.listed, retired: [{ id: "dockers", replacement: "merrell-kids" }] },
      { listed: LINEUP.listed, retired: [{ id: "dockers", replacement: "dockers" }] },
      {
        listed: LINEUP.listed,
        retired: [
          { id: "dockers", replacement: "santana" },
          { id: "santana", replacement: "dockers" },
        ],
      },
    ];
    for (const lineup of refused) expect(brandLineupSchema.safeParse(lineup).success).toBe(false);
  });
});
