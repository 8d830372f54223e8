import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { BRAND_SCENES, brandWordmarks, LOGO_VARIANTS } from "../app/lib/brand-art/brand-artwork.server.ts";
import { type Scene, scene } from "../app/lib/brand-art/compositions.ts";
import { TYPEFACE_MANIFESTS } from "../app/lib/brand-art/wordmark-outlines.server.ts";
import { GENERATED_IMAGES_PATH, IMAGE_KINDS, type ImageKind } from "../app/lib/image-variants.ts";
import { BRANDS } from "../content/brands/index.ts";
import type { BrandContent } from "../content/brands/schema.ts";
import { defaultContactArt, socialCardArt } from "./images/company-art.ts";
import { hashInputs, isUpToDate, markUpToDate } from "./images/inputs-hash.ts";
import { PUBLIC_DIR, writePng, writeResponsiveImage, writeText } from "./images/raster.ts";

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

/** Each wordmark of the brand (decision 190); a supplied logo of the same colour stands in for a compact one. */
async function logos(brand: BrandContent) {
  const { name, logo, homeLogo } = brand.en;
  const made = await brandWordmarks(name, brand.look);
  const files: Array<[image: string, svg: string, standIn?: string]> = [
    ...LOGO_VARIANTS.map((variant): [string, string, string?] => [
      `${logo}${variant}`,
      made.logo[variant],
      variant.startsWith("-compact") ? `${logo}${variant.slice("-compact".length)}` : undefined,
    ]),
    [homeLogo, made.homeLogo],
  ];
  for (const [image, svg, standIn] of files) {
    const file = suppliedFile(image, ["svg"]) ?? (standIn && suppliedFile(standIn, ["svg"]));
    await writeText(`${GENERATED_IMAGES_PATH}/${image}.svg`, file ? await readFile(file, "utf8") : svg);
  }
}

async function brandImages(brand: BrandContent) {
  await logos(brand);
  for (const { slot, kind, scene: sceneName } of BRAND_SCENES) {
    const name = slot === "tile" ? `brands/${brand.id}/tile` : brand.en[slot];
    if (name) await raster(brand, name, kind, sceneName);
  }
}

export async function generate(): Promise<void> {
  // Only what the images are made from counts: editing a brand's copy does not redraw its pictures.
  const looks = JSON.stringify(
    BRANDS.map(({ id, look, en }) => [id, look, en.name, en.logo, en.homeLogo, en.contactImage]),
  );
  const hash = await hashInputs(
    [
      path.join(ROOT, "scripts/images"),
      path.join(ROOT, "app/lib/brand-art"),
      path.join(ROOT, "scripts/generate-brand-images.ts"),
      path.join(ROOT, "app/lib/image-variants.ts"),
      ...TYPEFACE_MANIFESTS,
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
