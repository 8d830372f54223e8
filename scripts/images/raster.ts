import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { fallbackWidth, IMAGE_KINDS, type ImageKind, variantUrl } from "../../app/lib/image-variants.ts";

/** `public/` is the site root: `/img/x-640.avif` lives at `public/img/x-640.avif`. */
export const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

/** Low AVIF effort keeps a full build quick on two cores; the quality setting does the rest. */
const AVIF = { quality: 52, effort: 0 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;

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
  const { width, height, widths } = IMAGE_KINDS[kind];
  const master = await sharp(source)
    .resize(width, height, { fit: "cover", position: "attention" })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  await Promise.all(
    widths.flatMap((w) => {
      const sized = () => sharp(master).resize(w);
      const jobs = [
        sized()
          .avif(AVIF)
          .toBuffer()
          .then((data) => write(variantUrl(name, w, "avif"), data)),
      ];
      if (w === fallbackWidth(kind)) {
        jobs.push(
          sized()
            .jpeg(JPEG)
            .toBuffer()
            .then((data) => write(variantUrl(name, w, "jpg"), data)),
        );
      }
      return jobs;
    }),
  );
}

/** Text files (SVG wordmarks and illustrations) are written as they are. */
export async function writeText(url: string, text: string) {
  await write(url, Buffer.from(text));
}

/** A PNG at exactly the given size (link previews cannot use AVIF or WebP everywhere). */
export async function writePng(url: string, svg: string) {
  await write(url, await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}
