import { MOTIFS } from "../../app/lib/brand-art/motifs.ts";
import { PALETTE, shade } from "../../app/lib/brand-art/palette.ts";

/**
 * The building blocks of the marketing pages' artwork, in the art direction of the brand imagery: flat shapes
 * on the company blue, cream cartons and products, and the company's warm yellow as the one accent.
 */
export const ACCENT = "#f2b705";
export const FONT = "Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const { brand, brandDark, brandDeep, brandBright, brandLight, cream, creamShade, line, white } = PALETTE;

export type Motif = keyof typeof MOTIFS;

export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The blue backdrop every scene starts from: a diagonal gradient, a warm glow with rings, a dotted field. */
export function backdrop(width: number, height: number, glow: { x: number; y: number; r: number }) {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brandDeep}"/><stop offset="0.58" stop-color="${brand}"/><stop offset="1" stop-color="${brandBright}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${ACCENT}" stop-opacity="0.42"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#050b1f" stop-opacity="0.5"/><stop offset="1" stop-color="#050b1f" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity="0.13"/></pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${glow.x}" cy="${glow.y}" r="${glow.r}" fill="url(#glow)"/>
  ${[0.45, 0.7, 0.95, 1.2].map((k, i) => `<circle cx="${glow.x}" cy="${glow.y}" r="${glow.r * k}" fill="none" stroke="#fff" stroke-opacity="${(0.1 - i * 0.02).toFixed(2)}" stroke-width="2"/>`).join("")}`;
}

export const dots = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#dots)"/>`;

/** A darker band for the ground from `y` down, with a soft horizon line. */
export const ground = (width: number, height: number, y: number) =>
  `<rect y="${y}" width="${width}" height="${height - y}" fill="${brandDeep}" fill-opacity="0.55"/><path d="M0 ${y}H${width}" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>`;

export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;

/** A carton seen slightly from above and to the left, front face at (x, y) with width `w`. */
export function carton(x: number, y: number, w: number, tape = ACCENT, tone: string = cream) {
  const h = w * 0.68;
  const d = w * 0.26;
  const lift = d * 0.62;
  return `<g>
    <path d="M${x} ${y}L${x + d} ${y - lift}H${x + w + d}L${x + w} ${y}Z" fill="${shade(tone, 0.35)}"/>
    <path d="M${x + w} ${y}L${x + w + d} ${y - lift}V${y + h - lift}L${x + w} ${y + h}Z" fill="${shade(tone === cream ? creamShade : tone, -0.16)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone}"/>
    <path d="M${x + w * 0.42 + d / 2} ${y - lift / 2}L${x + w * 0.58 + d / 2} ${y - lift / 2}" stroke="${tape}" stroke-width="${w * 0.16}"/>
    <rect x="${x + w * 0.42}" y="${y}" width="${w * 0.16}" height="${h * 0.36}" fill="${tape}"/>
    <rect x="${x + w * 0.1}" y="${y + h * 0.52}" width="${w * 0.3}" height="${h * 0.3}" fill="${white}"/>
    <path d="M${x + w * 0.14} ${y + h * 0.62}h${w * 0.2}M${x + w * 0.14} ${y + h * 0.72}h${w * 0.14}" stroke="${line}" stroke-opacity="0.4" stroke-width="${Math.max(2, w * 0.02)}"/>
  </g>`;
}

/** A stack of cartons standing on `floor`, left edge at x: counts per row from the bottom. */
export function cartonStack(x: number, floor: number, w: number, rows: number[], tapes: string[] = [ACCENT]) {
  const h = w * 0.68;
  return rows
    .flatMap((count, row) =>
      Array.from({ length: count }, (_, i) =>
        carton(
          x + i * w * 1.02 + row * w * 0.5,
          floor - h - row * h * 1.02,
          w,
          tapes[(row + i) % tapes.length],
        ),
      ),
    )
    .join("");
}

/** Pallet racking: blue uprights, yellow beams and cartons on every level. */
export function rack(x: number, floor: number, width: number, levels: number, bays: number) {
  const levelHeight = width / bays / 1.05;
  const bayWidth = width / bays;
  const boxW = bayWidth * 0.36;
  const cartons = Array.from({ length: levels }, (_, level) =>
    Array.from({ length: bays }, (_, bay) =>
      [0, 1]
        .map((slot) =>
          carton(
            x + bay * bayWidth + bayWidth * 0.08 + slot * boxW * 1.08,
            floor - level * levelHeight - boxW * 0.68 - 12,
            boxW,
            (level + bay + slot) % 3 === 0 ? ACCENT : brandBright,
          ),
        )
        .join(""),
    ).join(""),
  ).join("");
  const beams = Array.from(
    { length: levels + 1 },
    (_, level) =>
      `<rect x="${x}" y="${floor - level * levelHeight - 12}" width="${width}" height="12" fill="${ACCENT}"/>`,
  ).join("");
  const uprights = Array.from(
    { length: bays + 1 },
    (_, bay) =>
      `<rect x="${x + bay * bayWidth - 7}" y="${floor - levels * levelHeight - 30}" width="14" height="${levels * levelHeight + 30}" fill="${brandLight}" fill-opacity="0.9"/>`,
  ).join("");
  return `<g>${cartons}${beams}${uprights}</g>`;
}

/** A product from the brand artwork, standing with its sole centred at (x, y). */
export const product = (motif: Motif, accent: string, x: number, y: number, scale: number, tilt = 0) =>
  `<g transform="translate(${x - 300 * scale} ${y - 372 * scale}) scale(${scale}) rotate(${tilt} 300 300)">${MOTIFS[motif](accent)}</g>`;

/** The company's mark: a T on a rounded square. */
export const mark = (x: number, y: number, size: number, inverted = false) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})"><rect width="64" height="64" rx="14" fill="${inverted ? white : brand}"/><path d="M16 18h32v7H35.5v23h-7V25H16z" fill="${inverted ? brand : white}"/></g>`;

/** A delivery truck facing right, wheels on `floor`, `length` long. */
export function truck(x: number, floor: number, length: number) {
  const s = length / 600;
  return `<g transform="translate(${x} ${floor - 300 * s}) scale(${s})">
    <rect x="0" y="0" width="420" height="240" rx="10" fill="${white}"/>
    <rect x="0" y="150" width="420" height="22" fill="${brand}"/>
    <rect x="0" y="172" width="420" height="8" fill="${ACCENT}"/>
    ${mark(40, 40, 80)}
    <path d="M430 70H520L590 150V262H430Z" fill="${brand}"/>
    <path d="M448 88H512L566 150H448Z" fill="${brandLight}" fill-opacity="0.9"/>
    <rect x="-6" y="240" width="604" height="26" rx="8" fill="${brandDark}"/>
    ${[110, 300, 510].map((cx) => `<circle cx="${cx}" cy="266" r="34" fill="#0b1330"/><circle cx="${cx}" cy="266" r="14" fill="${brandLight}"/>`).join("")}
    <rect x="572" y="180" width="22" height="14" rx="4" fill="${ACCENT}"/>
  </g>`;
}

/** A laptop on a surface at `base`, screen width `w`; `screen` is drawn in a w × 0.62w box at the origin. */
export function laptop(x: number, base: number, w: number, screen: string) {
  const h = w * 0.62;
  const bezel = w * 0.035;
  return `<g>
    <rect x="${x}" y="${base - h - w * 0.04}" width="${w}" height="${h}" rx="${w * 0.03}" fill="#0b1330"/>
    <svg x="${x + bezel}" y="${base - h - w * 0.04 + bezel}" width="${w - bezel * 2}" height="${h - bezel * 2}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none"><rect width="${w}" height="${h}" fill="${white}"/>${screen}</svg>
    <path d="M${x - w * 0.08} ${base - w * 0.04}H${x + w * 1.08}L${x + w * 1.02} ${base}H${x - w * 0.02}Z" fill="${brandLight}"/>
    <rect x="${x + w * 0.42}" y="${base - w * 0.04}" width="${w * 0.16}" height="${w * 0.014}" rx="4" fill="${shade(brandLight, -0.2)}"/>
  </g>`;
}

/** A small online-shop page: a header bar and a grid of product cards. */
export function shopScreen(w: number, h: number, products: Array<[Motif, string]>, columns: number) {
  const pad = w * 0.05;
  const cardW = (w - pad * (columns + 1)) / columns;
  const rows = Math.ceil(products.length / columns);
  const cardH = (h - h * 0.16 - pad * (rows + 1)) / rows;
  const cards = products
    .map(([motif, accent], i) => {
      const cx = pad + (i % columns) * (cardW + pad);
      const cy = h * 0.16 + pad + Math.floor(i / columns) * (cardH + pad);
      return `<rect x="${cx}" y="${cy}" width="${cardW}" height="${cardH}" rx="${w * 0.012}" fill="${brandLight}"/>
      ${product(motif, accent, cx + cardW / 2, cy + cardH * 0.66, (cardW / 600) * 0.8)}
      <rect x="${cx + cardW * 0.1}" y="${cy + cardH * 0.76}" width="${cardW * 0.55}" height="${cardH * 0.06}" rx="3" fill="${brand}" fill-opacity="0.7"/>
      <rect x="${cx + cardW * 0.1}" y="${cy + cardH * 0.87}" width="${cardW * 0.3}" height="${cardH * 0.06}" rx="3" fill="${ACCENT}"/>`;
    })
    .join("");
  return `<rect width="${w}" height="${h * 0.16}" fill="${brand}"/>
    ${mark(pad, h * 0.03, h * 0.1, true)}
    <rect x="${pad + h * 0.14}" y="${h * 0.065}" width="${w * 0.2}" height="${h * 0.03}" rx="4" fill="${white}" fill-opacity="0.8"/>
    <circle cx="${w - pad - h * 0.04}" cy="${h * 0.08}" r="${h * 0.04}" fill="${ACCENT}"/>
    ${cards}`;
}
