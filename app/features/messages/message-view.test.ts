import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, messageExcerpt } from "./message-view";

describe("a message's excerpt in the list", () => {
  it("is the whole message on one line when it is short", () => {
    expect(messageExcerpt("  Do you ship\r\nto Halifax?\n\n")).toBe("Do you ship to Halifax?");
  });

  it("is cut at a word, with an ellipsis, when it is long", () => {
    const long = `${"Bonjour, nous cherchons des bottes d’hiver ".repeat(6)}pour nos trois magasins.`;
    const excerpt = messageExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.at(-2)).not.toBe(" ");
  });

  it("cuts a word that alone is longer than the excerpt", () => {
    expect(messageExcerpt("x".repeat(500))).toBe(`${"x".repeat(EXCERPT_LENGTH)}…`);
  });
});
