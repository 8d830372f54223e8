import type { BrandLook } from "../../../content/brands/schema.ts";

/**
 * How a wordmark's lines are laid out (decision 190): the widths come from generous estimates, which drawn
 * lines are spread to fill (a line wider than its estimate keeps its own width, decision 319). `capHeight` is
 * the smallest cap height among a stack's fonts, in em, so a size judged legible here is legible in the
 * typeface drawn (the wordmark tests measure it) and in whichever font sets a line the typeface cannot draw.
 */
export const FONT_STACKS: Record<
  BrandLook["wordmark"]["family"],
  { stack: string; advance: number; capHeight: number }
> = {
  serif: {
    stack: "Didot, 'Bodoni 72', Georgia, 'Times New Roman', 'Liberation Serif', serif",
    advance: 0.7,
    capHeight: 0.65,
  },
  sans: {
    stack: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif",
    advance: 0.68,
    capHeight: 0.69,
  },
  rounded: {
    stack: "'Arial Rounded MT Bold', 'Trebuchet MS', Verdana, 'DejaVu Sans', sans-serif",
    advance: 0.76,
    capHeight: 0.7,
  },
  condensed: {
    stack: "'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', 'Helvetica Neue', sans-serif",
    advance: 0.56,
    capHeight: 0.69,
  },
  slab: {
    stack: "Rockwell, 'Roboto Slab', 'Courier New', 'DejaVu Serif', serif",
    advance: 0.74,
    capHeight: 0.57,
  },
};

const FONT_SIZE = 64;
const PADDING = 12;
/** Next to nothing at the sides: pages align a wordmark's first letter with the text column beside it. */
const SIDE_PADDING = 2;
/** The home slide's accent rule under the first line: its height with the space above it. */
const UNDERLINE_SPACE = 16;
/** The subline of the one-line layout, beside the name's size, and its extra letter spacing in em. */
const SUBLINE_SCALE = 0.46;
const SUBLINE_TRACKING = 0.22;
const SUBLINE_WEIGHT = 600;

/**
 * Decision 190: the cap height no line of a wordmark may fall below where it is shown, in CSS pixels, with
 * a little room for the estimates above (the wordmark tests measure the typefaces against 8 px).
 */
export const LEGIBLE_CAP_HEIGHT_PX = 8.5;

/**
 * The smallest box (CSS pixels) each kind of wordmark is shown in, all at a 320 px screen: a brand page's
 * hero (`brand-hero.tsx`, 64 px high in a 288 px column), a grid tile's lower band (`.brand-tile-mark`,
 * 113 × 39; the logo strip's 120 × 44 is larger) and the home slide's caption (`.hero-brand-link`, 160 × 48).
 */
export const WORDMARK_FRAMES = {
  page: { width: 288, height: 64 },
  compact: { width: 112, height: 38 },
  slide: { width: 160, height: 48 },
} as const;
export type WordmarkFrame = (typeof WORDMARK_FRAMES)[keyof typeof WORDMARK_FRAMES];

function cased(text: string, letterCase: BrandLook["wordmark"]["case"]) {
  if (letterCase === "upper") return text.toUpperCase();
  if (letterCase === "lower") return text.toLowerCase();
  return text;
}

/** One line of a wordmark, its size and width in the SVG's units. */
interface Line {
  text: string;
  size: number;
  width: number;
  weight: number;
  italic: boolean;
}

/** Lines stacked one under the other, with the drawing's size: what is written out as SVG. */
export interface Layout {
  lines: Array<Line & { baseline: number }>;
  width: number;
  height: number;
}

const allCaps = (text: string) => text === text.toUpperCase();

/** A line of the name (the brand's weight, tracking and slant) or of its subline (lighter, upright). */
function line(
  text: string,
  size: number,
  look: BrandLook["wordmark"],
  isSubline: boolean,
  tracking = look.tracking,
): Line {
  const font = FONT_STACKS[look.family];
  const advance = allCaps(text) ? font.advance : font.advance * 0.82;
  return {
    text,
    size,
    weight: isSubline ? SUBLINE_WEIGHT : look.weight,
    italic: Boolean(look.italic) && !isSubline,
    width: Math.round(text.length * size * (advance + tracking)),
  };
}

/**
 * The name over its subline at about half the size, set below the first line's descenders so the two never
 * touch: the wordmark where there is room for it.
 */
function oneLine(
  label: string,
  sub: string | undefined,
  look: BrandLook["wordmark"],
  underline: boolean,
): Layout {
  const first = line(label, FONT_SIZE, look, false);
  const baseline = PADDING + FONT_SIZE * 0.8;
  const lines = [{ ...first, baseline }];
  let bottom = baseline;
  if (sub) {
    const second = line(sub, Math.round(FONT_SIZE * SUBLINE_SCALE), look, true, SUBLINE_TRACKING);
    lines.push({ ...second, baseline: baseline + FONT_SIZE * 0.22 + second.size });
    bottom = baseline + FONT_SIZE * 0.22 + second.size * 1.15;
  }
  return {
    lines,
    width: Math.max(...lines.map((each) => each.width)) + SIDE_PADDING * 2,
    height: Math.round(bottom + PADDING + (underline ? UNDERLINE_SPACE : 0)),
  };
}

/** Every way to cut the words into `count` lines, in reading order. */
function groupings(words: string[], count: number): string[][][] {
  if (count === 1) return [[words]];
  const result: string[][][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut++)
    for (const rest of groupings(words.slice(cut), count - 1)) result.push([words.slice(0, cut), ...rest]);
  return result;
}

/**
 * The name cut into lines of one size, for a small box; the subline's words start a line of their own and
 * keep its lighter weight. All-capital lines have no descenders, so they sit closer.
 */
function stacked(
  groups: string[][],
  subFrom: number,
  look: BrandLook["wordmark"],
  underline: boolean,
): Layout {
  const gap = FONT_SIZE * 0.22;
  const padding = FONT_SIZE * 0.1;
  let y = padding;
  let words = 0;
  const lines = groups.map((group) => {
    const text = group.join(" ");
    const each = line(text, FONT_SIZE, look, words >= subFrom);
    words += group.length;
    const baseline = y + FONT_SIZE * (allCaps(text) ? 0.74 : 0.8);
    y = baseline + FONT_SIZE * (allCaps(text) ? 0.04 : 0.22) + gap;
    return { ...each, baseline };
  });
  return {
    lines,
    width: Math.max(...lines.map((each) => each.width)) + SIDE_PADDING * 2,
    height: Math.round(y - gap + padding + (underline ? UNDERLINE_SPACE : 0)),
  };
}

/** The cap height, in CSS pixels, of the smallest line when the drawing is fitted into the frame. */
function smallestCapHeight(layout: Layout, frame: WordmarkFrame, look: BrandLook["wordmark"]) {
  const scale = Math.min(frame.width / layout.width, frame.height / layout.height);
  return Math.min(...layout.lines.map((each) => each.size)) * scale * FONT_STACKS[look.family].capHeight;
}

/**
 * The layout for a frame: the one-line wordmark if every line of it is legible there, otherwise the name
 * cut into two lines, then three, whichever first is; failing all, the most legible of them.
 */
export function layoutFor(
  name: string,
  look: BrandLook["wordmark"],
  frame: WordmarkFrame,
  underline: boolean,
): Layout {
  const full = cased(name, look.case);
  const sub = look.subline ? cased(look.subline, look.case) : undefined;
  const label =
    sub && full.toUpperCase().endsWith(` ${sub.toUpperCase()}`) ? full.slice(0, -sub.length - 1) : full;
  const nameWords = label.split(" ");
  const words = [...nameWords, ...(sub?.split(" ") ?? [])];
  const subFrom = sub ? nameWords.length : words.length;
  /** Whether a line ends where the subline begins, so no line mixes the two. */
  const keepsSublineApart = (groups: string[][]) =>
    !sub || groups.some((_, index) => groups.slice(0, index).flat().length === subFrom);
  const legibility = (layout: Layout) => smallestCapHeight(layout, frame, look);
  const mostLegible = (layouts: Layout[]) =>
    layouts.reduce((winner, layout) => (legibility(layout) > legibility(winner) ? layout : winner));
  const choices = [
    oneLine(label, sub, look, underline),
    ...[2, 3].flatMap((count) => {
      const layouts = groupings(words, count)
        .filter(keepsSublineApart)
        .map((groups) => stacked(groups, subFrom, look, underline));
      return layouts.length > 0 ? [mostLegible(layouts)] : [];
    }),
  ];
  return choices.find((layout) => legibility(layout) >= LEGIBLE_CAP_HEIGHT_PX) ?? mostLegible(choices);
}
