import { MOTIFS } from "../../app/lib/brand-art/motifs.ts";
import { PALETTE, shade } from "../../app/lib/brand-art/palette.ts";
import { xmlText } from "../../app/lib/escape.ts";
import type { ProductKind } from "./products.ts";

/** Photos are drawn on a 640-unit canvas and rendered at this many pixels square. */
export const PHOTO_SIZE = 480;
const CANVAS = 640;

/** Each photo number is another view of the product: side, mirrored, closer, from above… */
const VIEWS = [
  { scale: 0.9, x: 50, y: 150, flip: false, rotate: 0 },
  { scale: 0.9, x: 50, y: 150, flip: true, rotate: 0 },
  { scale: 1.35, x: -90, y: 70, flip: false, rotate: 0 },
  { scale: 0.8, x: 80, y: 170, flip: false, rotate: -12 },
  { scale: 1.35, x: -180, y: 70, flip: true, rotate: 0 },
  { scale: 0.75, x: 95, y: 180, flip: true, rotate: 10 },
  { scale: 1.1, x: 0, y: 110, flip: false, rotate: 6 },
  { scale: 0.95, x: 35, y: 140, flip: true, rotate: -6 },
] as const;

/** A studio shot of a sample product, labelled with its item and photo number so staff can check a zip. */
export function photoArt(kind: ProductKind, hex: string, itemNumber: string, number: number): string {
  const view = VIEWS[(number - 1) % VIEWS.length] ?? VIEWS[0];
  const mirror = view.flip ? ` translate(600 0) scale(-1 1)` : "";
  const label = `${itemNumber} · ${String(number).padStart(2, "0")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" viewBox="0 0 ${CANVAS} ${CANVAS}">
  <defs><radialGradient id="studio" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(PALETTE.brandLight, -0.06)}"/></radialGradient></defs>
  <rect width="${CANVAS}" height="${CANVAS}" fill="url(#studio)"/>
  <ellipse cx="320" cy="${view.y + 372 * view.scale}" rx="${250 * view.scale}" ry="${18 * view.scale}" fill="#000" fill-opacity="0.08"/>
  <g transform="translate(${view.x + 20} ${view.y}) rotate(${view.rotate} 300 200) scale(${view.scale})${mirror}">${MOTIFS[kind](hex)}</g>
  <text x="24" y="${CANVAS - 24}" font-family="'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="22" fill="${PALETTE.brandDark}" fill-opacity="0.7">${xmlText(label)}</text>
</svg>`;
}
