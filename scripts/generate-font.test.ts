import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontFaceIn } from "./generate-font.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const face = fontFaceIn(readFileSync(path.join(ROOT, "app/app.css"), "utf8"));

/** Every source file under app/ and content/ that can name a Tailwind class. */
function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, folder, file));
}

describe("the site's font", () => {
  it("covers every character English and French copy uses", () => {
    for (const character of "aéèêëàâçîïôûùüÿœæÉÈÊÀÂÇÎÔÛŒ«»’“”–—…€·")
      expect(face.characters).toContain(character);
  });

  it("keeps every weight a page sets, and only those", () => {
    expect(face).toMatchObject({ minWeight: 400, maxWeight: 700 });
    // Tailwind's names for the weights outside 400–700, and any other weight written out in a stylesheet.
    const outside =
      /\bfont-(thin|extralight|light|extrabold|black)\b|font-weight:\s*(?!400\b|500\b|600\b|700\b|inherit\b)\w+/;
    const offenders = [...sources("app"), ...sources("content")].filter((file) => {
      const text = readFileSync(file, "utf8");
      return outside.test(file.endsWith("app.css") ? text.replace(/@font-face\s*\{[^}]*\}/g, "") : text);
    });
    expect(offenders).toEqual([]);
  });
});
