import type { BrandLook } from "../../../content/brands/schema.ts";
import { xmlAttribute, xmlText } from "../escape.ts";
import { FONT_STACKS, layoutFor, type WordmarkFrame } from "./wordmark-layout.ts";
import { outlinedLine } from "./wordmark-outlines.server.ts";

/** Room kept between a drawing's edge and ink that reaches past its estimated box, in its units. */
const INK_MARGIN = 2;

export interface WordmarkColours {
  text: string;
  accent: string;
}

/**
 * A typeset wordmark: a brand's name set in type of our choosing, never a copy of its logo. Each line is drawn
 * as outlines of an open typeface (decision 319), as a logo is delivered: a visitor's browser neither looks for
 * fonts nor sets type for it, which in 21 grid tiles at once held a slow phone's page up, and it looks the same
 * everywhere. A line with a character the typeface lacks is set as text, its width fixed with `textLength`.
 *
 * It is laid out for the smallest frame it is shown in (decision 190): the name on one line
 * where that is legible, otherwise cut into lines of one size. `underline` adds the home slide's accent
 * rule under the first line.
 */
export async function wordmark(
  name: string,
  look: BrandLook,
  colours: WordmarkColours,
  frame: WordmarkFrame,
  underline = false,
): Promise<string> {
  const style = look.wordmark;
  const layout = layoutFor(name, style, frame, underline);
  const common = `font-family="${FONT_STACKS[style.family].stack}" text-anchor="middle" fill="${colours.text}"`;
  // The layout's box comes from estimates; the drawing's grows to hold what is drawn (a tail of a Q, a bold
  // line wider than estimated), so nothing is cut off.
  const box = { left: 0, top: 0, right: layout.width, bottom: layout.height };
  const shapes = await Promise.all(
    layout.lines.map(async (each) => {
      const baseline = Math.round(each.baseline * 10) / 10;
      const outline = await outlinedLine(each, style.family, layout.width / 2, baseline);
      if (!outline)
        return `<text x="${layout.width / 2}" y="${baseline}" ${common} font-size="${each.size}" font-weight="${each.weight}"${each.italic ? ' font-style="italic"' : ""} textLength="${each.width}" lengthAdjust="spacing">${xmlText(each.text)}</text>`;
      box.left = Math.min(box.left, Math.floor(outline.ink.left - INK_MARGIN));
      box.top = Math.min(box.top, Math.floor(outline.ink.top - INK_MARGIN));
      box.right = Math.max(box.right, Math.ceil(outline.ink.right + INK_MARGIN));
      box.bottom = Math.max(box.bottom, Math.ceil(outline.ink.bottom + INK_MARGIN));
      return `<path fill="${colours.text}" d="${outline.data}"/>`;
    }),
  );
  const [first] = layout.lines;
  if (underline && first) {
    shapes.push(
      `<rect x="${(layout.width - first.width) / 2}" y="${layout.height - 8}" width="${first.width}" height="4" rx="2" fill="${colours.accent}"/>`,
    );
  }
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.left} ${box.top} ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${xmlAttribute(name)}">
  ${shapes.join("\n  ")}
</svg>
`;
}
