import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Font, Glyph, GlyphPosition } from "fontkit";
import type { BrandLook } from "../../../content/brands/schema.ts";

type Family = BrandLook["wordmark"]["family"];

/**
 * The open typeface (SIL Open Font License, from Fontsource) each wordmark family is drawn in, and whether it
 * has italics of its own; one without is slanted as a browser slants it (decision 319).
 */
const TYPEFACES: Record<Family, { name: string; italics: boolean }> = {
  serif: { name: "bodoni-moda", italics: true },
  sans: { name: "inter", italics: true },
  rounded: { name: "nunito", italics: true },
  condensed: { name: "roboto-condensed", italics: true },
  slab: { name: "roboto-slab", italics: false },
};

/** Fontsource's cuts of each face, tried in turn for each character: Latin, then the rest of European Latin. */
const SUBSETS = ["latin", "latin-ext"] as const;

/** The slant of a face without italics, as x per unit of height: about 11°, a browser's synthetic oblique. */
const OBLIQUE = 0.2;

const resolvePackage = createRequire(import.meta.url).resolve;

/** Each typeface package's manifest: drawings made from them are made again when one changes. */
export const TYPEFACE_MANIFESTS = Object.values(TYPEFACES).map(({ name }) =>
  resolvePackage(`@fontsource-variable/${name}/package.json`),
);
const faces = new Map<string, Promise<Font>>();
const instances = new Map<Font, Map<number, Font>>();

/** The WOFF2 unpacking under way, if any: see `readFace`. */
let unpacking: Promise<unknown> = Promise.resolve();

/**
 * One cut of a face, read once per process. fontkit sets the weight of plain font files only, so WOFF2 is
 * unpacked first. Both libraries are loaded here, on first use: a server that makes no artwork never holds them.
 * Unpacking runs one file at a time: the WOFF2 decoder answers with a view of its own memory, which fontverter
 * copies only after an await, so a second file unpacked in that gap overwrites the first ("Unknown font format").
 */
async function readFace(file: string): Promise<Font> {
  const [{ create }, { convert }] = await Promise.all([import("fontkit"), import("fontverter")]);
  const packed = await readFile(resolvePackage(file));
  const unpacked = unpacking.then(() => convert(packed, "sfnt"));
  unpacking = unpacked.catch(() => undefined);
  const font = create(await unpacked);
  if (!("getVariation" in font)) throw new Error(`${file} holds more than one font`);
  return font;
}

function face(family: Family, subset: (typeof SUBSETS)[number], italic: boolean): Promise<Font> {
  const { name, italics } = TYPEFACES[family];
  const file = `@fontsource-variable/${name}/files/${name}-${subset}-wght-${italic && italics ? "italic" : "normal"}.woff2`;
  const loading = faces.get(file) ?? readFace(file);
  faces.set(file, loading);
  // A face that failed to load is tried again on the next drawing rather than failing every one after it.
  loading.catch(() => faces.delete(file));
  return loading;
}

/** The face at one weight (its `wght` axis). */
function atWeight(font: Font, weight: number): Font {
  const byWeight = instances.get(font) ?? new Map<number, Font>();
  instances.set(font, byWeight);
  const instance = byWeight.get(weight) ?? font.getVariation({ wght: weight });
  byWeight.set(weight, instance);
  return instance;
}

/** A line of a wordmark as `layoutFor` sets it: its text, size, weight and slant, and the width it fills. */
export interface WordmarkLine {
  text: string;
  size: number;
  weight: number;
  italic: boolean;
  width: number;
}

interface PlacedGlyph {
  glyph: Glyph;
  position: GlyphPosition;
  /** The font's units per em, for this glyph's cut. */
  unitsPerEm: number;
}

/** The line shaped run by run, each run in the first cut that has all its characters; undefined if one has none. */
async function shaped(line: WordmarkLine, family: Family): Promise<PlacedGlyph[] | undefined> {
  const cuts = await Promise.all(SUBSETS.map((subset) => face(family, subset, line.italic)));
  const runs: Array<{ cut: Font; text: string }> = [];
  for (const character of line.text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const cut = cuts.find((each) => each.hasGlyphForCodePoint(codePoint));
    if (!cut) return undefined;
    const last = runs.at(-1);
    if (last?.cut === cut) last.text += character;
    else runs.push({ cut, text: character });
  }
  return runs.flatMap(({ cut, text }) => {
    const { glyphs, positions } = atWeight(cut, line.weight).layout(text);
    return glyphs.flatMap((glyph, index) => {
      const position = positions[index];
      return position ? [{ glyph, position, unitsPerEm: cut.unitsPerEm }] : [];
    });
  });
}

/** Numbers of path data to a tenth of a unit of the drawing, which is 64 units to the em. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** What a line drawn as outlines is: SVG path data, and the box its points lie in, in the drawing's units. */
export interface Outline {
  data: string;
  ink: { left: number; top: number; right: number; bottom: number };
}

/**
 * A line of a wordmark as outlines: its letters at `line.size` on `baseline`, centred on `centre` and spaced
 * apart to fill `line.width` (as `textLength` with `lengthAdjust="spacing"` would). Letters wider together than
 * that estimate keep their own width: a line is never narrowed. Undefined when a character of the line is in
 * none of the face's cuts (the wordmark then sets that line as text).
 */
export async function outlinedLine(
  line: WordmarkLine,
  family: Family,
  centre: number,
  baseline: number,
): Promise<Outline | undefined> {
  const glyphs = await shaped(line, family);
  if (!glyphs) return undefined;
  const slant = line.italic && !TYPEFACES[family].italics ? OBLIQUE : 0;
  const natural = glyphs.reduce(
    (sum, { position, unitsPerEm }) => sum + (position.xAdvance * line.size) / unitsPerEm,
    0,
  );
  const gaps = glyphs.length - 1;
  const spacing = gaps > 0 ? Math.max(0, line.width - natural) / gaps : 0;
  const ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  let pen = centre - (natural + spacing * gaps) / 2;
  let data = "";
  for (const { glyph, position, unitsPerEm } of glyphs) {
    const scale = line.size / unitsPerEm;
    const point = (x: number, y: number) => {
      const up = y + position.yOffset;
      const drawnX = tenth(pen + scale * (x + position.xOffset + slant * up));
      const drawnY = tenth(baseline - scale * up);
      ink.left = Math.min(ink.left, drawnX);
      ink.right = Math.max(ink.right, drawnX);
      ink.top = Math.min(ink.top, drawnY);
      ink.bottom = Math.max(ink.bottom, drawnY);
      return `${drawnX} ${drawnY}`;
    };
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let index = 0; index + 1 < args.length; index += 2)
        points.push(point(args[index] ?? 0, args[index + 1] ?? 0));
      data += `${PATH_LETTERS[command]}${points.join(" ")}`;
    }
    pen += scale * position.xAdvance + spacing;
  }
  return { data, ink };
}

const PATH_LETTERS = {
  moveTo: "M",
  lineTo: "L",
  quadraticCurveTo: "Q",
  bezierCurveTo: "C",
  closePath: "Z",
} as const;

/** The height of the face's capitals, in em: what decision 190's legibility is judged by. */
export async function capHeight(family: Family, italic = false): Promise<number> {
  const latin = await face(family, "latin", italic);
  return latin.capHeight / latin.unitsPerEm;
}
