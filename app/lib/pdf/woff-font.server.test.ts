import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { sfntOfWoff } from "./woff-font.server";

const inter = readFileSync(
  createRequire(import.meta.url).resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
);

/** A one-line PDF set in `font`, and its text as a reader extracts it. */
async function setIn(font: Buffer, text: string): Promise<{ bytes: Buffer; extracted: string }> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.registerFont("Text", font).font("Text").text(text);
  doc.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return { bytes, extracted: content.items.map((item) => ("str" in item ? item.str : "")).join("") };
}

describe("sfntOfWoff", () => {
  it("unwraps Inter into a TrueType font that sets the same text, accents included", async () => {
    const sfnt = sfntOfWoff(inter);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.length).toBeGreaterThan(inter.length);
    const text = "Fiche de collection · Matière : cuir « Été » 20024-650";
    const unwrapped = await setIn(sfnt, text);
    expect(unwrapped.extracted).toBe(text);
    expect(unwrapped.bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
  });

  it("leaves out the tables it is asked to, and the font still sets text, kerned", async () => {
    const tags = (sfnt: Buffer) =>
      Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) =>
        sfnt.toString("latin1", 12 + index * 16, 16 + index * 16),
      );
    const whole = sfntOfWoff(inter);
    const withoutSubstitutions = sfntOfWoff(inter, ["GSUB"]);
    expect(tags(whole)).toContain("GSUB");
    expect(tags(withoutSubstitutions)).toEqual(tags(whole).filter((tag) => tag !== "GSUB"));
    const text = "Fiche de collection · Matière : cuir « Été » 20024-650";
    expect((await setIn(withoutSubstitutions, text)).extracted).toBe(text);
    const doc = new PDFDocument().registerFont("Text", withoutSubstitutions).font("Text");
    expect(doc.widthOfString("AV")).toBeLessThan(doc.widthOfString("A") + doc.widthOfString("V"));
  });

  it("refuses what is not a WOFF font", () => {
    expect(() => sfntOfWoff(Buffer.from("not a font at all, not at all, no"))).toThrow("not a WOFF font");
  });
});
