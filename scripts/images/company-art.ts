import { MOTIFS } from "../../app/lib/brand-art/motifs.ts";
import { PALETTE } from "../../app/lib/brand-art/palette.ts";
import { xmlText } from "../../app/lib/escape.ts";
import { SITE } from "../../content/site.ts";

/** Artwork for the company itself rather than one brand: the default contact image and the link preview. */

const COMPANY_ACCENT = "#f2b705";

const defs = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.brandDeep}"/><stop offset="0.6" stop-color="${PALETTE.brand}"/><stop offset="1" stop-color="${PALETTE.brandBright}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${COMPANY_ACCENT}" stop-opacity="0.4"/><stop offset="1" stop-color="${COMPANY_ACCENT}" stop-opacity="0"/></radialGradient>
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity="0.13"/></pattern>
</defs>`;

function envelope(x: number, y: number, w: number) {
  const h = w * 0.64;
  return `<g transform="translate(${x} ${y}) rotate(-8)">
    <rect width="${w}" height="${h}" rx="${w * 0.04}" fill="${PALETTE.cream}"/>
    <path d="M0 ${h * 0.04}L${w / 2} ${h * 0.58}L${w} ${h * 0.04}" fill="none" stroke="${PALETTE.creamShade}" stroke-width="${w * 0.025}" stroke-linejoin="round"/>
    <circle cx="${w * 0.82}" cy="${h * 0.22}" r="${w * 0.09}" fill="${COMPANY_ACCENT}"/>
  </g>`;
}

/** Portrait: a letter on its way, over the dotted route our shipments take. */
export function defaultContactArt(width: number, height: number): string {
  const route = `M${width * 0.1} ${height * 0.86}C${width * 0.4} ${height * 0.7} ${width * 0.2} ${height * 0.48} ${width * 0.42} ${height * 0.42}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height * 0.5}" fill="url(#dots)"/>
  <circle cx="${width * 0.58}" cy="${height * 0.4}" r="${width * 0.55}" fill="url(#glow)"/>
  ${[0.3, 0.45, 0.6].map((k) => `<circle cx="${width * 0.58}" cy="${height * 0.4}" r="${width * k}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/>`).join("")}
  <path d="${route}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round"/>
  <circle cx="${width * 0.1}" cy="${height * 0.86}" r="16" fill="${COMPANY_ACCENT}" stroke="#fff" stroke-width="5"/>
  ${envelope(width * 0.34, height * 0.3, width * 0.48)}
</svg>`;
}

/** 1200 × 630 link preview: the company's mark and name beside three of the products it distributes. */
export function socialCardArt(): string {
  const width = 1200;
  const height = 630;
  const products = (["pump", "sneaker", "hiker"] as const)
    .map((motif, i) => {
      const scale = 0.62;
      const x = 650 + (i % 2) * 160;
      const y = 40 + i * 180;
      return `<g transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[motif](["#d8b4a0", "#e85d75", "#e0a526"][i] ?? COMPANY_ACCENT)}</g>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="560" height="${height}" fill="url(#dots)"/>
  <circle cx="900" cy="320" r="420" fill="url(#glow)"/>
  ${products}
  <rect x="80" y="150" width="96" height="96" rx="21" fill="#fff"/>
  <path d="M104 177h48v10.5h-18.75v34.5h-10.5v-34.5H104z" fill="${PALETTE.brand}"/>
  <text x="80" y="340" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${xmlText(SITE.name)}</text>
  <text x="80" y="400" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="30" fill="#fff" fill-opacity="0.85">Footwear, apparel and accessories across Canada</text>
  <text x="80" y="442" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="30" fill="#fff" fill-opacity="0.85">Chaussures, vêtements et accessoires au Canada</text>
  <rect x="80" y="490" width="120" height="6" rx="3" fill="${COMPANY_ACCENT}"/>
  <text x="80" y="548" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="24" font-weight="600" letter-spacing="3" fill="#fff" fill-opacity="0.75">OAKVILLE, ONTARIO · SINCE ${SITE.foundingYear}</text>
</svg>`;
}
