import { describe, expect, it } from "vitest";
import { typedPart } from "./typed-before-hydration";

const FIRST = "Trail-ready footwear for young explorers.";

describe("what a person typed into a field that held a text", () => {
  it("is the typing alone when it was joined to the whole first text, wherever the caret was", () => {
    const early = "Typed early…";
    expect(typedPart(`${early}${FIRST}`, FIRST, early.length)).toBe(early);
    expect(typedPart(`${FIRST}${early}`, FIRST, FIRST.length + early.length)).toBe(early);
    expect(typedPart(`Trail-ready${early} footwear for young explorers.`, FIRST, 11 + early.length)).toBe(
      early,
    );
  });

  it("reads the typing from the text alone where the field has no caret (an e-mail input)", () => {
    expect(typedPart("claire@example.comold@example.com", "old@example.com", null)).toBe(
      "claire@example.com",
    );
    expect(typedPart("old@example.comx", "old@example.com", null)).toBe("x");
  });

  it("is what the field holds when the first text was typed over or cut", () => {
    expect(typedPart("Rewritten from scratch, longer than the first one was.", FIRST, 10)).toBe(
      "Rewritten from scratch, longer than the first one was.",
    );
    expect(typedPart("Trail-ready footwear.", FIRST, 20)).toBe("Trail-ready footwear.");
    expect(typedPart("Typed into an empty field", "", 25)).toBe("Typed into an empty field");
  });
});
