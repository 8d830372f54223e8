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

export function wordmark(name: string, look: BrandLook, colours: WordmarkColours, underline = false): string {
  const { family, weight, tracking, italic, subline } = look.wordmark;
  const font = FONT_STACKS[family];
  const label = cased(name, look.wordmark.case);
  const advance = label === label.toUpperCase() ? font.advance : font.advance * 0.82;
  const textWidth = Math.round(label.length * FONT_SIZE * (advance + tracking));
  const subSize = FONT_SIZE * 0.3;
  const subWidth = subline ? Math.round(subline.length * subSize * (0.7 + 0.5)) : 0;
  const width = Math.max(textWidth, subWidth) + PADDING * 2;
  const baseline = PADDING + FONT_SIZE * 0.8;
  const height = Math.round(baseline + PADDING + (subline ? subSize * 1.6 : 0) + (underline ? 16 : 0));
  const common = `font-family="${font.stack}" text-anchor="middle" fill="${colours.text}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}">
  <text x="${width / 2}" y="${baseline}" ${common} font-size="${FONT_SIZE}" font-weight="${weight}"${italic ? ' font-style="italic"' : ""} textLength="${textWidth}" lengthAdjust="spacing">${escapeXml(label)}</text>
  ${subline ? `<text x="${width / 2}" y="${baseline + subSize * 1.5}" ${common} font-size="${subSize}" font-weight="600" letter-spacing="${subSize * 0.5}" textLength="${subWidth}" lengthAdjust="spacing">${escapeXml(subline)}</text>` : ""}
  ${underline ? `<rect x="${width / 2 - 40}" y="${height - 8}" width="80" height="4" rx="2" fill="${colours.accent}"/>` : ""}
</svg>
`;
}
