import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageKind } from "../../app/lib/image-variants.ts";
import { responsiveVariants } from "../../app/lib/responsive-variants.server.ts";

/** `public/` is the site root: `/img/x-640.avif` lives at `public/img/x-640.avif`. */
export const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

async function write(url: string, data: Buffer) {
  const file = path.join(PUBLIC_DIR, url);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/**
 * Writes every size and format of one image. `source` is an SVG scene or a photo file, cropped to the
 * kind's proportions; `name` is the image's name (`brands/aquatalia/hero`).
 */
export async function writeResponsiveImage(source: string | Buffer, name: string, kind: ImageKind) {
  for (const { url, bytes } of await responsiveVariants(sharp, source, name, kind)) await write(url, bytes);
}

/** Text files (SVG wordmarks and illustrations) are written as they are. */
export async function writeText(url: string, text: string) {
  await write(url, Buffer.from(text));
}

/** A PNG at exactly the given size (link previews cannot use AVIF or WebP everywhere). */
export async function writePng(url: string, svg: string) {
  await write(url, await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}
