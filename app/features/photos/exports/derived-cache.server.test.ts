import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ReadBuffers } from "../../../lib/read-buffers.server";
import { DerivedCache } from "./derived-cache.server";

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "derived-cache-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** An image written into the cache as a resize writes it: to the temporary file, its size said. */
const written = (cache: DerivedCache, name: string, image: Buffer) =>
  cache.write(name, async (temporary) => {
    writeFileSync(temporary, image);
    return image.byteLength;
  });

describe("the derived-image cache", () => {
  it("keys by everything that made an image", () => {
    const key = DerivedCache.key("A-1", "A-1_01.jpg", "100:1", "amazon");
    expect(DerivedCache.key("A-1", "A-1_01.jpg", "100:1", "amazon")).toBe(key);
    expect(DerivedCache.key("A-1", "A-1_01.jpg", "100:2", "amazon")).not.toBe(key);
    expect(DerivedCache.key("A-1", "A-1_01.jpg", "100:1", "walmart")).not.toBe(key);
  });

  it("gives back what was put, and keeps it across a restart", async () => {
    const dir = folder();
    await new DerivedCache(dir, 1000).put("a", bytes(10, 1));
    const again = new DerivedCache(dir, 1000);
    expect(await again.read("a")).toEqual(bytes(10, 1));
    expect(await again.read("b")).toBeUndefined();
    expect(await again.size()).toBe(10);
  });

  it("stays within its size, the least recently used going first", async () => {
    const dir = folder();
    const cache = new DerivedCache(dir, 250);
    await cache.put("a", bytes(100, 1));
    await tick();
    await cache.put("b", bytes(100, 2));
    await tick();
    await cache.read("a");
    await tick();
    await cache.put("c", bytes(100, 3));
    expect(await cache.size()).toBe(200);
    expect(readdirSync(dir).sort()).toEqual(["a", "c"]);
    expect(await cache.read("b")).toBeUndefined();
  });

  it("opens a cached image to be read into a download's reused buffers, and closes it", async () => {
    const dir = folder();
    const cache = new DerivedCache(dir, 1000);
    await cache.put("a", bytes(300, 7));
    const modified = new Date(2026, 0, 2);
    const buffers = new ReadBuffers(2, 128);
    const file = await cache.open("a", modified, buffers);
    expect(file?.modified).toBe(modified);
    const chunks: Buffer[] = [];
    for await (const chunk of file?.body ?? []) {
      expect(chunk.byteLength).toBeLessThanOrEqual(128);
      chunks.push(Buffer.from(chunk));
      buffers.release(chunk);
    }
    expect(Buffer.concat(chunks)).toEqual(bytes(300, 7));
    await file?.close();
    expect(await cache.open("b", modified, buffers)).toBeUndefined();
  });

  it("writes a use time down at most hourly, yet orders eviction by every use", async () => {
    const dir = folder();
    const cache = new DerivedCache(dir, 250);
    await cache.put("a", bytes(100, 1));
    const written = statSync(path.join(dir, "a")).mtimeMs;
    await tick();
    await cache.put("b", bytes(100, 2));
    await tick();
    await (await cache.open("a", new Date()))?.close();
    expect(statSync(path.join(dir, "a")).mtimeMs).toBe(written);
    await cache.put("c", bytes(100, 3));
    expect(readdirSync(dir).sort()).toEqual(["a", "c"]);
  });

  it("holds nothing when its size is zero", async () => {
    const dir = folder();
    const cache = new DerivedCache(dir, 0);
    await cache.put("a", bytes(10, 1));
    expect(await written(cache, "b", bytes(10, 2))).toBe(false);
    expect(await cache.read("a")).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps an image written into it, and nothing, nor any temporary file, when one could not be written or made", async () => {
    const dir = folder();
    const cache = new DerivedCache(dir, 1000);
    expect(await written(cache, "a", bytes(10, 1))).toBe(true);
    expect(await cache.read("a")).toEqual(bytes(10, 1));
    const unwritten = await cache.write("b", async (temporary) => {
      writeFileSync(temporary, bytes(4, 1));
      return undefined;
    });
    expect(unwritten).toBe(false);
    await expect(
      cache.write("c", async (temporary) => {
        writeFileSync(temporary, bytes(4, 1));
        throw new Error("not an image");
      }),
    ).rejects.toThrow("not an image");
    expect(readdirSync(dir)).toEqual(["a"]);
    expect(await cache.size()).toBe(10);
  });
});
