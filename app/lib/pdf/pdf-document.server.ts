import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type MergedFont, mergedFont } from "./merged-font.server";
import { sfntOfWoff } from "./woff-font.server";

/** The names the site's PDFs set their text in, as `doc.font()` takes them once `withInter` registered them. */
export const PDF_FONTS = { regular: "Inter", semibold: "Inter-SemiBold" } as const;

/**
 * Inter's files by the characters they cover, Latin first: the names people type (`Łukasz Dvořák`), not only
 * English and French (decision 271).
 */
const INTER_PARTS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];

/**
 * Inter, as the site sets it, embedded (only the glyphs used) so every reader shows a document as printed and
 * its text can be selected and searched. Read from WOFF, not WOFF2 (the PDF library's subsetter mis-reads
 * WOFF2's composite glyphs), unwrapped and its parts joined into one font once per process. Without its glyph
 * substitutions (GSUB): Inter's contextual alternates were half the time spent laying out a sheet's text, and
 * a document's text needs none of them; the Latin part's kerning (GPOS) stays (decision 260).
 */
const fontFile = (weight: number) =>
  mergedFont(
    INTER_PARTS.map((part) =>
      sfntOfWoff(
        readFileSync(
          createRequire(import.meta.url).resolve(
            `@fontsource/inter/files/inter-${part}-${weight}-normal.woff`,
          ),
        ),
        ["GSUB"],
      ),
    ),
  );
let fonts: { regular: MergedFont; semibold: MergedFont } | undefined;

type PdfDocumentClass = typeof import("pdfkit");
let pdfLibrary: Promise<PdfDocumentClass> | undefined;

/**
 * The PDF library, loaded with the first document: with its font parser and codecs it takes some 30 MB
 * resident, which a server that never makes a PDF should not carry (as sharp, decision 084).
 */
export function pdfDocumentClass(): Promise<PdfDocumentClass> {
  pdfLibrary ??= import("pdfkit").then((library) => library.default);
  return pdfLibrary;
}

/** The embedded fonts, unwrapped once per process. */
export function pdfFonts(): { regular: MergedFont; semibold: MergedFont } {
  fonts ??= { regular: fontFile(400), semibold: fontFile(600) };
  return fonts;
}

/**
 * Registers Inter's two weights in `doc` (as `PDF_FONTS` names them), and gives the way every string is to
 * be set: as the fonts can draw it (`MergedFont.drawable`).
 */
export function withInter(doc: PDFKit.PDFDocument): (text: string) => string {
  const { regular, semibold } = pdfFonts();
  doc.registerFont(PDF_FONTS.regular, regular.font);
  doc.registerFont(PDF_FONTS.semibold, semibold.font);
  return regular.drawable;
}
