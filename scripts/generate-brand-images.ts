import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GENERATED_IMAGES_PATH, IMAGE_KINDS, type ImageKind } from "../app/lib/image-variants.ts";
import { BRANDS } from "../content/brands/index.ts";
import type { BrandContent } from "../content/brands/schema.ts";
import { defaultContactArt, socialCardArt } from "./images/company-art.ts";
import { type Scene, scene } from "./images/compositions.ts";
import { hashInputs, isUpToDate, markUpToDate } from "./images/inputs-hash.ts";
import { PALETTE } from "./images/palette.ts";
import { PUBLIC_DIR, writePng, writeResponsiveImage, writeText } from "./images/raster.ts";
import { wordmark } from "./images/wordmark.ts";
import { WORDMARK_FRAMES } from "./images/wordmark-layout.ts";

/**
 * Brand imagery: wordmarks (SVG) and, at every size and format the pages use, each brand's hero, two
 * section images, contact image and grid tile; also the default contact image and the link preview card.
 * A real photo or logo dropped in `content/brands/images/{id}/{image}.{jpg,png,webp,svg}` replaces ours.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_DIR = path.join(ROOT, "content/brands/images");
const OUTPUT_DIR = path.join(PUBLIC_DIR, GENERATED_IMAGES_PATH);
const STAMP = path.join(OUTPUT_DIR, ".inputs-hash");

export const SOCIAL_CARD_URL = "/generated/social-card.png";

/** A replacement file for an image, if someone has supplied one. */
function suppliedFile(name: string, extensions: string[]): string | undefined {
  const base = path.join(SOURCE_DIR, name.replace(/^brands\//, ""));
  return extensions.map((extension) => `${base}.${extension}`).find((file) => existsSync(file));
}

async function raster(brand: BrandContent, name: string, kind: ImageKind, sceneName: Scene) {
  const { width, height } = IMAGE_KINDS[kind];
  const source =
    suppliedFile(name, ["jpg", "jpeg", "png", "webp"]) ??
    Buffer.from(scene(brand.look, sceneName, width, height, name));
  await writeResponsiveImage(source, name, kind);
}

/**
 * Each wordmark in the colours and for the smallest frame it is shown in (decision 190): the brand page's
 * hero, the grid tiles and logo strip (`-compact`), the home slide. A supplied logo of the same colour
 * stands in for a compact one nobody supplied.
 */
async function logos(brand: BrandContent) {
  const { name, logo, homeLogo } = brand.en;
  const look = brand.look;
  const colours = (text: string) => ({ text, accent: look.accent });
  const { page, compact, slide } = WORDMARK_FRAMES;
  const files: Array<[image: string, svg: string, standIn?: string]> = [
    [logo, wordmark(name, look, colours(PALETTE.brand), page)],
    [`${logo}-white`, wordmark(name, look, colours(PALETTE.white), page)],
    [`${logo}-compact`, wordmark(name, look, colours(PALETTE.brand), compact), logo],
    [`${logo}-compact-white`, wordmark(name, look, colours(PALETTE.white), compact), `${logo}-white`],
    [homeLogo, wordmark(name, look, colours(PALETTE.white), slide, true)],
  ];
  for (const [image, svg, standIn] of files) {
    const file = suppliedFile(image, ["svg"]) ?? (standIn && suppliedFile(standIn, ["svg"]));
    await writeText(`${GENERATED_IMAGES_PATH}/${image}.svg`, file ? await readFile(file, "utf8") : svg);
  }
}

async function brandImages(brand: BrandContent) {
  const content = brand.en;
  await logos(brand);
  await raster(brand, content.heroImage, "hero", "hero");
  await raster(brand, content.section1Image, "section", "collection");
  await raster(brand, content.section2Image, "section", "in-canada");
  if (content.contactImage) await raster(brand, content.contactImage, "contact", "contact");
  await raster(brand, `brands/${brand.id}/tile`, "tile", "tile");
}

export async function generate(): Promise<void> {
  // Only what the images are made from counts: editing a brand's copy does not redraw its pictures.
  const looks = JSON.stringify(
    BRANDS.map(({ id, look, en }) => [id, look, en.name, en.logo, en.homeLogo, en.contactImage]),
  );
  const hash = await hashInputs(
    [
      path.join(ROOT, "scripts/images"),
      path.join(ROOT, "scripts/generate-brand-images.ts"),
      path.join(ROOT, "app/lib/image-variants.ts"),
      SOURCE_DIR,
    ],
    looks,
  );
  if (await isUpToDate(STAMP, hash)) return;

  const { width, height } = IMAGE_KINDS.contact;
  await writeResponsiveImage(Buffer.from(defaultContactArt(width, height)), "contact/default", "contact");
  await writePng(SOCIAL_CARD_URL, socialCardArt());
  // Two brands at a time keeps both cores busy while one waits on a single-threaded encoder.
  const queue = [...BRANDS];
  const worker = async () => {
    for (let brand = queue.shift(); brand; brand = queue.shift()) await brandImages(brand);
  };
  await Promise.all([worker(), worker()]);
  await markUpToDate(STAMP, hash);
}

if (import.meta.main) await generate();
