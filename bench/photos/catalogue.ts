import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const BIG_ITEMS = 400;
export const SMALL_ITEMS = 600;
export const PHOTOS_PER_ITEM = 6;
/** About the size of a product photo at web resolution. */
export const BIG_PHOTO_BYTES = 210_000;
const SMALL_PHOTO_BYTES = 2_000;

export const itemNumber = (index: number) => `${String(50_000 + index)}-001`;

function photo(bytes: number): Buffer {
  // Starts like a JPEG (that is all the store checks); the rest does not compress, like a real photo.
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(bytes - 4)]);
}

/**
 * A catalogue laid out like PHOTOS_DIR: 400 items of 6 × 210 kB photos (batches of 50, 250 and 500 MB
 * are slices of them) and 600 items of small photos, so a sheet can list 1,000 items.
 */
export async function benchCatalogue(dir: string): Promise<void> {
  const marker = path.join(dir, ".complete");
  if (existsSync(marker)) return;
  await rm(dir, { recursive: true, force: true });
  for (let index = 0; index < BIG_ITEMS + SMALL_ITEMS; index++) {
    const item = itemNumber(index);
    await mkdir(path.join(dir, item), { recursive: true });
    const bytes = index < BIG_ITEMS ? BIG_PHOTO_BYTES : SMALL_PHOTO_BYTES;
    for (let number = 1; number <= PHOTOS_PER_ITEM; number++) {
      await writeFile(path.join(dir, item, `${item}_0${number}.jpg`), photo(bytes));
    }
  }
  await writeFile(path.join(dir, "item_number_master_directory.json"), "{}\n");
  await writeFile(marker, "");
}
