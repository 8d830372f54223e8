import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SAMPLE_CATALOGUE_DIR } from "../app/lib/config.server.ts";
import { hashInputs, isUpToDate, markUpToDate } from "./images/inputs-hash.ts";
import { photoArt } from "./sample-catalogue/photo-art.ts";
import { type DirectoryEntry, type SampleProduct, sampleProducts } from "./sample-catalogue/products.ts";

/**
 * The sample photo catalogue that PHOTOS_DIR defaults to: about 300 items across the brands with 0–8 real
 * JPEG photos each, laid out as the real catalogue is (`{item}/{item}_{NN}.jpg` plus
 * `item_number_master_directory.json`), with the awkward cases the Photo Downloader must handle: gaps,
 * an empty photo, a file that is not an image, products without photos. The same on every run.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const OUTPUT_DIR = path.join(ROOT, SAMPLE_CATALOGUE_DIR);
const STAMP = ".inputs-hash";
const MASTER_DIRECTORY_FILE = "item_number_master_directory.json";
const INPUTS = [
  "scripts/generate-sample-catalogue.ts",
  "scripts/sample-catalogue",
  "app/lib/brand-art/motifs.ts",
  "app/lib/brand-art/palette.ts",
  "content/brands/registry.ts",
].map((file) => path.join(ROOT, file));

const NOT_AN_IMAGE =
  "<!doctype html><title>Not found</title><p>This file was saved from an error page.</p>\n";

async function writeProduct(dir: string, product: SampleProduct): Promise<void> {
  const photos = Object.entries(product.photos);
  if (photos.length === 0) return;
  const folder = path.join(dir, product.itemNumber);
  await mkdir(folder);
  for (const [key, slot] of photos) {
    const number = Number(key);
    const file = path.join(folder, `${product.itemNumber}_${String(number).padStart(2, "0")}.jpg`);
    if (slot === "empty") await writeFile(file, "");
    else if (slot === "not-an-image") await writeFile(file, NOT_AN_IMAGE);
    else {
      const svg = Buffer.from(photoArt(product.kind, product.hex, product.itemNumber, number));
      await sharp(svg).flatten({ background: "#ffffff" }).jpeg({ quality: 78 }).toFile(file);
    }
  }
}

/** Runs `work` over `items` with a few in flight at once: sharp renders on its own threads. */
async function eachConcurrently<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
}

export async function generate(): Promise<void> {
  const hash = await hashInputs(INPUTS, String(sharp.versions.vips));
  if (await isUpToDate(path.join(OUTPUT_DIR, STAMP), hash)) return;

  // Built beside the old catalogue and swapped in whole, so an interrupted run never leaves half of one.
  const building = `${OUTPUT_DIR}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const products = sampleProducts();
  await eachConcurrently(products, (product) => writeProduct(building, product));
  const directory: Record<string, DirectoryEntry> = Object.fromEntries(
    products.map((product) => [product.itemNumber, product.entry]),
  );
  await writeFile(path.join(building, MASTER_DIRECTORY_FILE), `${JSON.stringify(directory, null, 2)}\n`);
  await markUpToDate(path.join(building, STAMP), hash);
  await rm(OUTPUT_DIR, { recursive: true, force: true });
  await rename(building, OUTPUT_DIR);
}

if (import.meta.main) await generate();
