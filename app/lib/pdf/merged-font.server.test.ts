import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { mergedFont } from "./merged-font.server";
import { sfntOfWoff } from "./woff-font.server";

const part = (name: string) =>
  sfntOfWoff(
    readFileSync(
      createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-${name}-400-normal.woff`),
    ),
    ["GSUB"],
  );
const latin = part("latin");
const latinExtended = part("latin-ext");
const greek = part("greek");
const joined = mergedFont([latin, latinExtended, greek]);

/** A one-line PDF set in `font`, its text as a reader extracts it, and the width the PDF library gave it. */
async function setIn(font: Buffer, text: string): Promise<{ extracted: string; width: number }> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.registerFont("Text", font).font("Text").fontSize(100);
  const width = doc.widthOfString(text);
  doc.fontSize(8).text(text, { lineBreak: false });
  doc.end();
  await ended;
  const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return { extracted: content.items.map((item) => ("str" in item ? item.str : "")).join(""), width };
}

describe("mergedFont", () => {
  it("sets the characters of every part in one font, as typed", async () => {
    const text = "Łukasz Dvořák · Ştefan Ţuţea · Ελληνικά · Matière : cuir « Été »";
    expect(await setIn(latin, text).then(({ extracted }) => extracted)).toContain("\u0000");
    expect((await setIn(joined.font, text)).extracted).toBe(text);
  });

  it("keeps each glyph's width as its own part has it", async () => {
    for (const [font, character] of [
      [latin, "W"],
      [latinExtended, "Ł"],
      [latinExtended, "ř"],
      [greek, "λ"],
    ] as const) {
      expect((await setIn(joined.font, character)).width).toBeCloseTo(
        (await setIn(font, character)).width,
        6,
      );
    }
  });

  it("says which characters it covers", () => {
    for (const character of "AzéœŁřŐ€λ") expect(joined.covers(character.codePointAt(0) ?? 0)).toBe(true);
    for (const character of "Ж漢😀") expect(joined.covers(character.codePointAt(0) ?? 0)).toBe(false);
  });

  it("turns what it cannot draw into what it can, never a glyph it lacks", () => {
    expect(joined.drawable("Łukasz Dvořák")).toBe("Łukasz Dvořák");
    // Decomposed accents (as some systems type them) are composed; ligatures and full-width letters unfolded.
    expect(joined.drawable("Dvor\u030Ca\u0301k ﬁne ＡＢ")).toBe("Dvořák fine AB");
    // A narrow no-break space stays unbreakable; a letter no part has is marked, a line break kept.
    expect(joined.drawable("Matière\u202F: Ж 漢\nsuite")).toBe("Matière\u00A0: ? ?\nsuite");
  });
});
