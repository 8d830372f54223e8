import { existsSync } from "node:fs";
import path from "node:path";
import { GENERATED_IMAGES_PATH, IMAGE_KINDS } from "../app/lib/image-variants.ts";
import { MARKETING_IMAGES, type MarketingImage } from "../content/marketing/images.ts";
import { hashInputs, isUpToDate, markUpToDate } from "./images/inputs-hash.ts";
import { PUBLIC_DIR, writeResponsiveImage } from "./images/raster.ts";
import { SCENES } from "./marketing/scenes.ts";

/**
 * The home, about, services and distribution pages' imagery, at every size and format the pages use. A real
 * photo dropped in `content/marketing/images/{file}.{jpg,png,webp}` (e.g. `history.jpg`) replaces our artwork.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_DIR = path.join(ROOT, "content/marketing/images");
const STAMP = path.join(PUBLIC_DIR, GENERATED_IMAGES_PATH, "marketing", ".inputs-hash");

function suppliedPhoto(name: string): string | undefined {
  const base = path.join(SOURCE_DIR, path.basename(name));
  return ["jpg", "jpeg", "png", "webp"]
    .map((extension) => `${base}.${extension}`)
    .find((file) => existsSync(file));
}

async function make(image: MarketingImage) {
  const { name, kind } = MARKETING_IMAGES[image];
  const { width, height } = IMAGE_KINDS[kind];
  await writeResponsiveImage(suppliedPhoto(name) ?? Buffer.from(SCENES[image](width, height)), name, kind);
}

export async function generate(): Promise<void> {
  const hash = await hashInputs([
    path.join(ROOT, "scripts/marketing"),
    path.join(ROOT, "app/lib/brand-art/motifs.ts"),
    path.join(ROOT, "app/lib/brand-art/palette.ts"),
    path.join(ROOT, "scripts/images/raster.ts"),
    path.join(ROOT, "scripts/generate-marketing-images.ts"),
    path.join(ROOT, "content/marketing"),
    path.join(ROOT, "app/lib/image-variants.ts"),
  ]);
  if (await isUpToDate(STAMP, hash)) return;
  // Two at a time: sharp already spreads each image's encoding over the cores.
  const queue = Object.keys(MARKETING_IMAGES).filter((key): key is MarketingImage => key in MARKETING_IMAGES);
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await make(image);
  };
  await Promise.all([worker(), worker()]);
  await markUpToDate(STAMP, hash);
}

if (import.meta.main) await generate();
