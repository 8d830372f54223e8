import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** A camera's 3:2 frame, larger than any preset's canvas side but Walmart's, as brands deliver packshots. */
const WIDTH = 2400;
const HEIGHT = 1600;
/** Distinct shots; the catalogue's photos cycle through them (rendering 1,200 would take half an hour). */
const SHOTS = 24;

/**
 * One packshot: a shoe-shaped product on pure white with a soft floor shadow, shaded, with a fine grain
 * over the product only (leather or fabric and a camera's noise), in its own colour, tilt and size.
 */
function packshot(index: number): string {
  const hue = (index * 47) % 360;
  const tilt = (index % 5) * 3 - 6;
  const scale = 0.8 + (index % 4) * 0.05;
  const x = (share: number) => WIDTH * share;
  const y = (share: number) => HEIGHT * share;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,55%)"/><stop offset="1" stop-color="hsl(${hue},50%,28%)"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="${index}" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.6 -0.1" result="dark"/><feComposite in="dark" in2="SourceGraphic" operator="in" result="grained"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="grained"/></feMerge></filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>
<ellipse cx="${x(0.5)}" cy="${y(0.8)}" rx="${x(0.36 * scale)}" ry="${y(0.05)}" fill="url(#shadow)"/>
<g transform="translate(${x(0.5)} ${y(0.55)}) rotate(${tilt}) scale(${scale}) translate(${-x(0.5)} ${-y(0.55)})" filter="url(#grain)">
<path d="M ${x(0.14)} ${y(0.72)} C ${x(0.13)} ${y(0.55)} ${x(0.2)} ${y(0.5)} ${x(0.3)} ${y(0.48)} L ${x(0.42)} ${y(0.26)} C ${x(0.5)} ${y(0.2)} ${x(0.58)} ${y(0.22)} ${x(0.6)} ${y(0.3)} L ${x(0.63)} ${y(0.45)} C ${x(0.74)} ${y(0.5)} ${x(0.86)} ${y(0.55)} ${x(0.87)} ${y(0.66)} C ${x(0.88)} ${y(0.74)} ${x(0.84)} ${y(0.77)} ${x(0.78)} ${y(0.77)} L ${x(0.18)} ${y(0.77)} C ${x(0.15)} ${y(0.77)} ${x(0.14)} ${y(0.75)} ${x(0.14)} ${y(0.72)} Z" fill="url(#body)"/>
<path d="M ${x(0.14)} ${y(0.72)} L ${x(0.87)} ${y(0.69)} L ${x(0.86)} ${y(0.77)} L ${x(0.16)} ${y(0.78)} Z" fill="hsl(${hue},10%,92%)"/>
<path d="M ${x(0.44)} ${y(0.33)} L ${x(0.58)} ${y(0.42)} M ${x(0.42)} ${y(0.38)} L ${x(0.57)} ${y(0.47)} M ${x(0.4)} ${y(0.43)} L ${x(0.56)} ${y(0.52)}" stroke="hsl(${hue},20%,90%)" stroke-width="${x(0.006)}" fill="none"/>
</g></svg>`;
}

/**
 * Product-like photos for the export-preset benchmark (decision 182): white-background packshots of
 * 2400 × 1600 at JPEG quality 90, about 260 kB each. `files` are written in order, cycling through the shots.
 */
export async function writePackshots(files: readonly string[], scratch: string): Promise<void> {
  await mkdir(scratch, { recursive: true });
  const shots = Array.from({ length: Math.min(SHOTS, files.length) }, (_, index) =>
    path.join(scratch, `shot-${index}.jpg`),
  );
  for (const [index, shot] of shots.entries()) {
    await sharp(Buffer.from(packshot(index)))
      .jpeg({ quality: 90 })
      .toFile(shot);
  }
  for (const [index, file] of files.entries()) {
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(shots[index % shots.length] ?? "", file);
  }
}
