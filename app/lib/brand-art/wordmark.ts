import type { BrandLook } from "../../../content/brands/schema.ts";
import { xmlAttribute, xmlText } from "../escape.ts";
import { FONT_STACKS, layoutFor, type WordmarkFrame } from "./wordmark-layout.ts";

export interface WordmarkColours {
  text: string;
  accent: string;
}

/**
 * A typeset wordmark: a brand's name set in type of our choosing, never a copy of its logo. The width of
 * each line is fixed with `textLength` so every browser's fonts fill the same box.
 *
 * It is laid out for the smallest frame it is shown in (decision 190): the name on one line
 * where that is legible, otherwise cut into lines of one size. `underline` adds the home slide's accent
 * rule under the first line.
 */
export function wordmark(
  name: string,
  look: BrandLook,
  colours: WordmarkColours,
  frame: WordmarkFrame,
  underline = false,
): string {
  const style = look.wordmark;
  const font = FONT_STACKS[style.family];
  const { lines, width, height } = layoutFor(name, style, frame, underline);
  const common = `font-family="${font.stack}" text-anchor="middle" fill="${colours.text}"`;
  const shapes = lines.map(
    (each) =>
      `<text x="${width / 2}" y="${Math.round(each.baseline * 10) / 10}" ${common} font-size="${each.size}" font-weight="${each.weight}"${each.italic ? ' font-style="italic"' : ""} textLength="${each.width}" lengthAdjust="spacing">${xmlText(each.text)}</text>`,
  );
  const [first] = lines;
  if (underline && first) {
    shapes.push(
      `<rect x="${(width - first.width) / 2}" y="${height - 8}" width="${first.width}" height="4" rx="2" fill="${colours.accent}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${xmlAttribute(name)}">
  ${shapes.join("\n  ")}
</svg>
`;
}
