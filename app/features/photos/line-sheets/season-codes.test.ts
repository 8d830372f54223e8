import { describe, expect, it } from "vitest";
import { colourName } from "./colour-names";
import { parseSeasonCode, seasonsInDateOrder } from "./season-codes";

describe("season codes", () => {
  it("reads the trade's codes and leaves any other shape alone", () => {
    expect(parseSeasonCode("FW24")).toEqual({ half: "FW", year: 2024 });
    expect(parseSeasonCode("ss2025")).toEqual({ half: "SS", year: 2025 });
    expect(parseSeasonCode("Resort 25")).toBeUndefined();
    expect(parseSeasonCode("")).toBeUndefined();
  });

  it("puts seasons in date order, spring–summer before fall–winter of a year, once each", () => {
    expect(seasonsInDateOrder(["SS26", "FW24", "SS25", "FW25", "SS24", "FW24", ""])).toEqual([
      "SS24",
      "FW24",
      "SS25",
      "FW25",
      "SS26",
    ]);
  });
});

describe("colour names", () => {
  it("names a colour the vocabulary covers in French, and leaves the rest as the directory wrote them", () => {
    expect(colourName("Black", "fr")).toBe("Noir");
    expect(colourName("sky blue", "fr")).toBe("Bleu ciel");
    expect(colourName("Cognac", "fr")).toBe("Cognac");
    expect(colourName("Black/White", "fr")).toBe("Black/White");
    expect(colourName("Black", "en")).toBe("Black");
  });
});
