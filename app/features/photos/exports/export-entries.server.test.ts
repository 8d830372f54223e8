import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { EXPORT_PRESETS } from "../../../../content/photo-presets";
import { photoFolder } from "../catalogue/photo-folder.server";
import { PhotoStore } from "../catalogue/photo-store.server";
import { DerivedCache } from "./derived-cache.server";
import { presetPhoto } from "./export-entries.server";

const root = mkdtempSync(path.join(tmpdir(), "preset-photo-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A cache that counts what it is given: each image it is given was made by one resize. */
class CountingCache extends DerivedCache {
  puts = 0;
  override async put(name: string, bytes: Uint8Array): Promise<void> {
    this.puts += 1;
    await super.put(name, bytes);
  }
}

/** A cache on a disk that takes no more files: it reads, but no image can be written into it. */
class FullCache extends DerivedCache {
  override write(name: string, make: (temporary: string) => Promise<number | undefined>): Promise<boolean> {
    return super.write(name, () => make(path.join(root, "no-such-folder", name)));
  }
}

/** One photo of `item` in the catalogue, and how a preset export names it. */
async function cataloguePhoto(item: string) {
  mkdirSync(path.join(root, "photos", item), { recursive: true });
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#243f89" } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(root, "photos", item, `${item}_01.jpg`), photo);
  return { item, fileName: `${item}_01.jpg`, color: "Navy", season: "FW26" };
}

const store = () => new PhotoStore(photoFolder(path.join(root, "photos")), 1);
const preset = EXPORT_PRESETS[0];

describe("a preset's photo for its public link", () => {
  it("is resized once for sixteen requests that arrive together, then read from the cache", async () => {
    const photoToExport = await cataloguePhoto("90003-001");
    const cache = new CountingCache(path.join(root, "cache"), 64 * 1024 * 1024);

    const made = await Promise.all(
      Array.from({ length: 16 }, () => presetPhoto(store(), photoToExport, preset, { cache })),
    );
    expect(cache.puts).toBe(1);
    expect(new Set(made.map(({ bytes }) => bytes.toString("base64"))).size).toBe(1);

    const again = await presetPhoto(store(), photoToExport, preset, { cache });
    expect(cache.puts).toBe(1);
    expect(again.bytes.equals(made[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it("is answered though the cache cannot keep it", async () => {
    const photoToExport = await cataloguePhoto("90004-001");
    const cache = new FullCache(path.join(root, "full-cache"), 64 * 1024 * 1024);
    const made = await presetPhoto(store(), photoToExport, preset, { cache });
    expect((await sharp(made.bytes).metadata()).format).toBe("jpeg");
    expect(await cache.size()).toBe(0);
  });
});
