import { describe, expect, it } from "vitest";
import { isStorableText, readsTheSame, withoutHiddenCharacters } from "./text-rules";

describe("the text rule", () => {
  it.each([
    ["a right-to-left override", "Chaussures\u202EDLAREME"],
    ["a direction isolate", "Boutique \u2067Nord\u2069"],
    ["a zero-width space", "Zero\u200Bwidth"],
    ["a zero-width joiner between letters", "Zero\u200Djoiner"],
    ["a zero-width non-joiner", "Zero\u200Cnon-joiner"],
    ["a byte-order mark", "\uFEFFStore"],
    ["a left-to-right mark", "Boutique\u200E"],
    ["a C0 control", "Bell\u0007"],
    ["an escape", "Red\u001B[31m"],
    ["a C1 control", "Next\u0085line"],
    ["DEL", "Delete\u007F"],
    ["a NUL", "Null\u0000"],
    ["a lone surrogate", "Half \uD83D"],
  ])("refuses %s", (_, text) => {
    expect(isStorableText(text)).toBe(false);
    expect(isStorableText(withoutHiddenCharacters(text))).toBe(text.isWellFormed());
  });

  it.each([
    ["French with its spaces", "Prix\u202F: 12\u00A0$ — l’été\u00A0!"],
    ["tab and line breaks", "One\tTwo\r\nThree\nFour"],
    ["an emoji of several, joined", "Merci 👩\u200D💻 👨\u200D👩\u200D👧 👍🏽"],
    ["a skin tone before the joiner", "🧑🏽\u200D🚀"],
    ["a long French word's soft hyphens", "réappro\u00ADvision\u00ADnement"],
  ])("takes %s", (_, text) => {
    expect(isStorableText(text)).toBe(true);
    expect(withoutHiddenCharacters(text)).toBe(text);
  });

  it("drops a store name's override, keeping its letters", () => {
    expect(withoutHiddenCharacters("Chaussures \u202EDLAREME")).toBe("Chaussures DLAREME");
  });
});

describe("whether two texts read the same (the French gate)", () => {
  it("sees the English behind a zero-width space, other spaces and capitals", () => {
    const english = "Comfortable shoes for children.";
    expect(readsTheSame(`${english}\u200B`, english)).toBe(true);
    expect(readsTheSame("Comfortable\u00A0shoes  for\u2009children.", english)).toBe(true);
    expect(readsTheSame("COMFORTABLE SHOES FOR CHILDREN.", english)).toBe(true);
    expect(readsTheSame("\u2066Comfortable shoes for children.\u2069", english)).toBe(true);
  });

  it("tells French from English", () => {
    expect(readsTheSame("Des chaussures confortables pour enfants.", "Comfortable shoes for children.")).toBe(
      false,
    );
  });
});
