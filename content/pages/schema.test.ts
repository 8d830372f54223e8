import { describe, expect, it } from "vitest";
import { type PublishedCopy, withUpdated } from "./schema";

const copy = (french: string, updated?: string): PublishedCopy => ({
  copy: { en: { "privacy.title": "Privacy policy" }, fr: { "privacy.title": french } },
  sameInBothLanguages: [],
  ...(updated ? { updated } : {}),
});

describe("a publication's date", () => {
  it("is the day of the publication when a text changed", () => {
    expect(withUpdated(copy("Confidentialité"), copy("Politique", "2026-01-05"), "2026-11-26").updated).toBe(
      "2026-11-26",
    );
  });

  it("stays the live version's when no text changed (a publication of the same words)", () => {
    expect(withUpdated(copy("Politique"), copy("Politique", "2026-01-05"), "2026-11-26").updated).toBe(
      "2026-01-05",
    );
  });

  it("counts a text added or removed as a change", () => {
    const longer = copy("Politique");
    longer.copy.fr["privacy.intro"] = "Texte";
    expect(withUpdated(longer, copy("Politique", "2026-01-05"), "2026-11-26").updated).toBe("2026-11-26");
  });
});
