import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { hashInputs, isUpToDate, markUpToDate } from "./images/inputs-hash.ts";

/**
 * The site's font: Inter's Latin file cut down to the weights the site sets (`font-normal` to `font-bold`) and to
 * the characters its `@font-face` rule says it covers (decision 179). Every OpenType feature stays (tabular figures
 * among them). The rule in `app/app.css` is the one place both are written; this reads them from there.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const STYLESHEET = path.join(ROOT, "app/app.css");
const SOURCE = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const FONT_FILE = path.join(ROOT, "generated/fonts/inter-latin.woff2");
const STAMP = `${FONT_FILE}.inputs-hash`;

export interface FontFace {
  /** Every character the face covers, from its `unicode-range`. */
  characters: string;
  minWeight: number;
  maxWeight: number;
}

/** The `@font-face` rule for our font file in the stylesheet: its weights and its characters. */
export function fontFaceIn(stylesheet: string): FontFace {
  const rule = /@font-face\s*\{([^}]*generated\/fonts\/inter-latin\.woff2[^}]*)\}/.exec(stylesheet)?.[1];
  const weights = rule && /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(rule);
  const ranges = rule && /unicode-range:([^;]+);/.exec(rule)?.[1];
  if (!weights || !ranges)
    throw new Error("app/app.css has no @font-face rule with weights and a unicode-range for the font");
  let characters = "";
  for (const range of ranges.split(",")) {
    const [first = "", last = first] = range.trim().replace(/^U\+/i, "").split("-");
    for (let code = Number.parseInt(first, 16); code <= Number.parseInt(last, 16); code++)
      characters += String.fromCodePoint(code);
  }
  return { characters, minWeight: Number(weights[1]), maxWeight: Number(weights[2]) };
}

export async function generate(): Promise<void> {
  const face = fontFaceIn(await readFile(STYLESHEET, "utf8"));
  const hash = await hashInputs([SOURCE, path.join(ROOT, "scripts/generate-font.ts")], JSON.stringify(face));
  if (await isUpToDate(STAMP, hash)) return;
  // Loaded only when there is work: its WebAssembly takes a moment to start.
  const { default: subsetFont } = await import("subset-font");
  const subset = await subsetFont(await readFile(SOURCE), face.characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: face.minWeight, max: face.maxWeight } },
  });
  await mkdir(path.dirname(FONT_FILE), { recursive: true });
  await writeFile(FONT_FILE, subset);
  await markUpToDate(STAMP, hash);
}

if (import.meta.main) await generate();
