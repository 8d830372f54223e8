import type { BrandLook } from "../../../content/brands/schema.ts";
import { MOTIFS } from "./motifs.ts";
import { PALETTE, seededRandom, shade } from "./palette.ts";

/**
 * The scenes our brand imagery is made of. Each is an SVG at the image's full size: studio shots of the
 * brand's product on a podium in the company blue, lit by the brand's accent colour.
 */
export type Scene = "hero" | "collection" | "in-canada" | "tile" | "contact";

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function backdrop(width: number, height: number, accent: string, glow: { x: number; y: number; r: number }) {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PALETTE.brandDeep}"/>
      <stop offset="0.55" stop-color="${PALETTE.brand}"/>
      <stop offset="1" stop-color="${PALETTE.brandBright}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#050b1f" stop-opacity="0.45"/><stop offset="1" stop-color="#050b1f" stop-opacity="0"/></radialGradient>
    <linearGradient id="podium" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${shade(PALETTE.brandLight, -0.12)}"/>
      <stop offset="0.5" stop-color="${PALETTE.white}"/>
      <stop offset="1" stop-color="${shade(PALETTE.brandLight, -0.2)}"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity="0.13"/></pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${glow.x}" cy="${glow.y}" r="${glow.r}" fill="url(#glow)"/>
  ${[0.45, 0.7, 0.95, 1.2]
    .map(
      (k, i) =>
        `<circle cx="${glow.x}" cy="${glow.y}" r="${glow.r * k}" fill="none" stroke="#fff" stroke-opacity="${0.1 - i * 0.02}" stroke-width="2"/>`,
    )
    .join("")}`;
}

/** The product standing on a podium whose top is centred at (x, y). */
function onPodium(look: BrandLook, x: number, y: number, scale: number, depth: number) {
  const rx = 330 * scale;
  const ry = 60 * scale;
  return `
  <path d="M${x - rx} ${y}V${y + depth}A${rx} ${ry} 0 0 0 ${x + rx} ${y + depth}V${y}Z" fill="url(#podium)"/>
  <ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${PALETTE.brandLight}"/>
  <ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="${look.accent}" stroke-width="${4 * scale}"/>
  <ellipse cx="${x}" cy="${y + 4 * scale}" rx="${250 * scale}" ry="${34 * scale}" fill="url(#shadow)"/>
  <g transform="translate(${x - 300 * scale} ${y - 368 * scale}) scale(${scale})">${MOTIFS[look.motif](look.accent)}</g>`;
}

/** The product right of centre (x = 62 %), small enough to stay whole in a square crop centred on it. */
function hero(look: BrandLook, width: number, height: number) {
  const x = width * 0.62;
  const scale = height / 800;
  return svg(
    width,
    height,
    `${backdrop(width, height, look.accent, { x, y: height * 0.48, r: height * 0.55 })}
    <rect width="${width * 0.45}" height="${height * 0.6}" fill="url(#dots)"/>
    ${onPodium(look, x, height * 0.76, scale, height)}
    <defs><linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${PALETTE.brandDeep}" stop-opacity="0.7"/><stop offset="0.55" stop-color="${PALETTE.brandDeep}" stop-opacity="0"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#veil)"/>`,
  );
}

/**
 * The range: the product in three colourways side by side (the brand's accent, a deep shade of it, the company
 * blue), the middle one forward, over colour swatches: not the hero's single product on its podium.
 */
function collection(look: BrandLook, width: number, height: number, random: () => number) {
  const tilt = -3 - random() * 4;
  const swatches = [PALETTE.cream, look.accent, shade(look.accent, -0.35), PALETTE.brand]
    .map(
      (colour, i) =>
        `<circle cx="${70 + i * 64}" cy="70" r="24" fill="${colour}" stroke="#fff" stroke-width="4"/>`,
    )
    .join("");
  const pair = (x: number, y: number, scale: number, accent: string, angle: number) =>
    `<ellipse cx="${x}" cy="${y + 2}" rx="${250 * scale}" ry="${18 * scale}" fill="url(#shadow)"/>
    <g transform="translate(${x - 300 * scale} ${y - 372 * scale}) rotate(${angle.toFixed(1)} ${300 * scale} ${300 * scale}) scale(${scale})">${MOTIFS[look.motif](accent)}</g>`;
  const small = (width / 600) * 0.42;
  const large = (width / 600) * 0.55;
  return svg(
    width,
    height,
    `<defs><linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.brandLight}"/><stop offset="1" stop-color="${shade(PALETTE.brandLight, -0.08)}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="${PALETTE.brandDeep}" stop-opacity="0.35"/><stop offset="1" stop-color="${PALETTE.brandDeep}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#paper)"/>
    <rect x="${width * 0.08}" y="${height * 0.24}" width="${width * 0.84}" height="${height * 0.5}" rx="${height * 0.04}" fill="${look.accent}" fill-opacity="0.18"/>
    <path d="M0 ${height * 0.82}H${width}" stroke="${PALETTE.brand}" stroke-opacity="0.15" stroke-width="2"/>
    ${pair(width * 0.24, height * 0.62, small, shade(look.accent, -0.35), tilt)}
    ${pair(width * 0.76, height * 0.62, small, PALETTE.brand, -tilt)}
    ${pair(width * 0.5, height * 0.78, large, look.accent, 0)}
    ${swatches}`,
  );
}

/** Shoe boxes in our warehouse, ready to ship: the brand's colours on the lids. */
function box(x: number, y: number, size: number, lid: string) {
  const w = size;
  const h = size * 0.55;
  const d = size * 0.3;
  return `
  <path d="M${x} ${y}h${w}l${d} ${-d}h${-w}Z" fill="${lid}"/>
  <path d="M${x + w} ${y}l${d} ${-d}v${h}l${-d} ${d}Z" fill="${shade(PALETTE.creamShade, -0.18)}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PALETTE.cream}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h * 0.22}" fill="${lid}"/>
  <rect x="${x + w * 0.62}" y="${y + h * 0.45}" width="${w * 0.28}" height="${h * 0.34}" fill="#fff" stroke="${PALETTE.line}" stroke-opacity="0.25"/>`;
}

function inCanada(look: BrandLook, width: number, height: number) {
  const size = width * 0.16;
  const baseX = width * 0.2;
  const floor = height * 0.8;
  const stack = [
    [0, 0],
    [1, 0],
    [2, 0],
    [0.5, 1],
    [1.5, 1],
    [1, 2],
  ]
    .map(([col = 0, row = 0], i) =>
      box(
        baseX + col * size * 1.04,
        floor - size * 0.55 - row * size * 0.57,
        size,
        i % 2 ? shade(look.accent, -0.25) : look.accent,
      ),
    )
    .join("");
  const route = `M${width * 0.66} ${height * 0.3}C${width * 0.78} ${height * 0.18} ${width * 0.9} ${height * 0.34} ${width * 0.86} ${height * 0.52}`;
  return svg(
    width,
    height,
    `${backdrop(width, height, look.accent, { x: width * 0.4, y: height * 0.55, r: height * 0.6 })}
    <rect y="${floor}" width="${width}" height="${height - floor}" fill="${PALETTE.brandDeep}" fill-opacity="0.55"/>
    <rect x="${width * 0.55}" width="${width * 0.45}" height="${height * 0.75}" fill="url(#dots)"/>
    <path d="${route}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
    ${[
      [0.66, 0.3],
      [0.86, 0.52],
    ]
      .map(
        ([px = 0, py = 0]) =>
          `<circle cx="${width * px}" cy="${height * py}" r="14" fill="${look.accent}" stroke="#fff" stroke-width="5"/>`,
      )
      .join("")}
    <ellipse cx="${baseX + size * 1.7}" cy="${floor + 6}" rx="${size * 2.1}" ry="${size * 0.18}" fill="url(#shadow)"/>
    ${stack}`,
  );
}

/**
 * A grid tile: the product whole and centred in the upper two thirds, standing on a lit floor in the
 * brand's accent, leaving the lower band for the white wordmark the page sets over it.
 */
function tile(look: BrandLook, width: number, height: number) {
  const scale = (width * 0.78) / 560;
  const ground = height * 0.64;
  return svg(
    width,
    height,
    `${backdrop(width, height, look.accent, { x: width * 0.5, y: ground - height * 0.14, r: width * 0.48 })}
    <rect y="${ground}" width="${width}" height="${height - ground}" fill="${PALETTE.brandDeep}" fill-opacity="0.6"/>
    <path d="M0 ${ground}H${width}" stroke="${look.accent}" stroke-width="3" stroke-opacity="0.8"/>
    <ellipse cx="${width * 0.5}" cy="${ground}" rx="${width * 0.4}" ry="${height * 0.035}" fill="url(#shadow)"/>
    <g transform="translate(${width * 0.5 - 317 * scale} ${ground - 372 * scale}) scale(${scale})">${MOTIFS[look.motif](look.accent)}</g>`,
  );
}

/**
 * Writing to the brand's team: an order sheet on a clipboard, lines ticked in the brand's accent, a pen and an
 * envelope: the conversation, not the product again.
 */
function contact(look: BrandLook, width: number, height: number) {
  const boardW = width * 0.5;
  const boardH = height * 0.66;
  const x = width * 0.22;
  const y = height * 0.2;
  const rows = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const rowY = y + boardH * (0.3 + i * 0.105);
      const ticked = i % 3 !== 2;
      return `<rect x="${x + boardW * 0.1}" y="${rowY - 14}" width="24" height="24" rx="5" fill="#fff" stroke="${PALETTE.line}" stroke-opacity="0.5" stroke-width="3"/>
      ${ticked ? `<path d="M${x + boardW * 0.1 + 5} ${rowY - 2}l6 7 12 -14" fill="none" stroke="${look.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` : ""}
      <rect x="${x + boardW * 0.24}" y="${rowY - 6}" width="${boardW * (0.38 + ((i * 7) % 4) * 0.06)}" height="10" rx="5" fill="${PALETTE.line}" fill-opacity="0.22"/>
      <rect x="${x + boardW * 0.78}" y="${rowY - 6}" width="${boardW * 0.1}" height="10" rx="5" fill="${PALETTE.line}" fill-opacity="0.35"/>`;
    })
    .join("");
  const envelopeX = width * 0.6;
  const envelopeY = height * 0.52;
  const envelopeW = width * 0.3;
  const envelopeH = envelopeW * 0.62;
  return svg(
    width,
    height,
    `${backdrop(width, height, look.accent, { x: width * 0.5, y: height * 0.5, r: width * 0.62 })}
    <rect width="${width}" height="${height * 0.4}" fill="url(#dots)"/>
    <g transform="rotate(8 ${envelopeX + envelopeW / 2} ${envelopeY + envelopeH / 2})">
      <rect x="${envelopeX}" y="${envelopeY}" width="${envelopeW}" height="${envelopeH}" rx="8" fill="${PALETTE.cream}"/>
      <path d="M${envelopeX} ${envelopeY + 8}l${envelopeW / 2} ${envelopeH * 0.55} ${envelopeW / 2} ${-envelopeH * 0.55}" fill="none" stroke="${PALETTE.creamShade}" stroke-width="6"/>
      <circle cx="${envelopeX + envelopeW * 0.5}" cy="${envelopeY + envelopeH * 0.58}" r="${envelopeW * 0.07}" fill="${look.accent}"/>
    </g>
    <g transform="rotate(-4 ${x + boardW / 2} ${y + boardH / 2})">
      <rect x="${x + 10}" y="${y + 14}" width="${boardW}" height="${boardH}" rx="18" fill="#050b1f" fill-opacity="0.3"/>
      <rect x="${x}" y="${y}" width="${boardW}" height="${boardH}" rx="18" fill="${shade(PALETTE.creamShade, -0.25)}"/>
      <rect x="${x + boardW * 0.05}" y="${y + boardH * 0.06}" width="${boardW * 0.9}" height="${boardH * 0.9}" rx="8" fill="#fff"/>
      <rect x="${x + boardW * 0.05}" y="${y + boardH * 0.06}" width="${boardW * 0.9}" height="${boardH * 0.14}" rx="8" fill="${look.accent}"/>
      <rect x="${x + boardW * 0.1}" y="${y + boardH * 0.11}" width="${boardW * 0.4}" height="12" rx="6" fill="#fff" fill-opacity="0.85"/>
      <rect x="${x + boardW * 0.32}" y="${y - 16}" width="${boardW * 0.36}" height="40" rx="12" fill="${PALETTE.brandDeep}"/>
      ${rows}
    </g>
    <g transform="rotate(-38 ${x + boardW * 0.95} ${y + boardH * 0.8})">
      <rect x="${x + boardW * 0.7}" y="${y + boardH * 0.78}" width="${boardW * 0.5}" height="18" rx="9" fill="${PALETTE.brandDeep}"/>
      <path d="M${x + boardW * 1.2} ${y + boardH * 0.78}l26 9 -26 9z" fill="${PALETTE.cream}"/>
      <rect x="${x + boardW * 0.74}" y="${y + boardH * 0.78}" width="${boardW * 0.06}" height="18" fill="${look.accent}"/>
    </g>`,
  );
}

export function scene(look: BrandLook, name: Scene, width: number, height: number, seed: string): string {
  const random = seededRandom(seed);
  switch (name) {
    case "hero":
      return hero(look, width, height);
    case "collection":
      return collection(look, width, height, random);
    case "in-canada":
      return inCanada(look, width, height);
    case "tile":
      return tile(look, width, height);
    case "contact":
      return contact(look, width, height);
  }
}
