import type { BrandLook } from "../../content/brands/schema.ts";

/**
 * Typeset wordmarks: a brand's name set in type of our choosing, never a copy of its logo. The width is
 * fixed with `textLength` so every browser's fonts fill the same box; generous estimates only ever add
 * letter spacing, never overlap.
 */
const FONT_STACKS: Record<BrandLook["wordmark"]["family"], { stack: string; advance: number }> = {
  serif: { stack: "Didot, 'Bodoni 72', Georgia, 'Times New Roman', 'Liberation Serif', serif", advance: 0.7 },
  sans: { stack: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif", advance: 0.68 },
  rounded: {
    stack: "'Arial Rounded MT Bold', 'Trebuchet MS', Verdana, 'DejaVu Sans', sans-serif",
    advance: 0.72,
  },
  condensed: {
    stack: "'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', 'Helvetica Neue', sans-serif",
    advance: 0.56,
  },
  slab: { stack: "Rockwell, 'Roboto Slab', 'Courier New', 'DejaVu Serif', serif", advance: 0.74 },
};

const FONT_SIZE = 64;
const PADDING = 12;
/** Next to nothing at the sides: pages align a wordmark's first letter with the text column beside it. */
const SIDE_PADDING = 2;

function cased(text: string, letterCase: BrandLook["wordmark"]["case"]) {
  if (letterCase === "upper") return text.toUpperCase();
  if (letterCase === "lower") return text.toLowerCase();
  return text;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface WordmarkColours {
  text: string;
  accent: string;
}

/**
 * The name on one line, or, for a brand with a subline ("SANTANA" over "CANADA"), the name without the
 * subline over the subline at about half the size: legible at the 40 px a logo strip gives it, and set
 * below the first line's descenders so the two never touch.
 */
export function wordmark(name: string, look: BrandLook, colours: WordmarkColours, underline = false): string {
  const { family, weight, tracking, italic, subline } = look.wordmark;
  const font = FONT_STACKS[family];
  const full = cased(name, look.wordmark.case);
  const sub = subline ? cased(subline, look.wordmark.case) : undefined;
  const label =
    sub && full.toUpperCase().endsWith(` ${sub.toUpperCase()}`) ? full.slice(0, -sub.length - 1) : full;
  const advance = label === label.toUpperCase() ? font.advance : font.advance * 0.82;
  const textWidth = Math.round(label.length * FONT_SIZE * (advance + tracking));
  const subSize = Math.round(FONT_SIZE * 0.46);
  const subWidth = sub ? Math.round(sub.length * subSize * (font.advance + 0.22)) : 0;
  const width = Math.max(textWidth, subWidth) + SIDE_PADDING * 2;
  const baseline = PADDING + FONT_SIZE * 0.8;
  const subBaseline = baseline + FONT_SIZE * 0.22 + subSize;
  const bottom = sub ? subBaseline + subSize * 0.15 : baseline;
  const height = Math.round(bottom + PADDING + (underline ? 16 : 0));
  const common = `font-family="${font.stack}" text-anchor="middle" fill="${colours.text}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}">
  <text x="${width / 2}" y="${baseline}" ${common} font-size="${FONT_SIZE}" font-weight="${weight}"${italic ? ' font-style="italic"' : ""} textLength="${textWidth}" lengthAdjust="spacing">${escapeXml(label)}</text>
  ${sub ? `<text x="${width / 2}" y="${subBaseline}" ${common} font-size="${subSize}" font-weight="600" textLength="${subWidth}" lengthAdjust="spacing">${escapeXml(sub)}</text>` : ""}
  ${underline ? `<rect x="${(width - textWidth) / 2}" y="${height - 8}" width="${textWidth}" height="4" rx="2" fill="${colours.accent}"/>` : ""}
</svg>
`;
}
