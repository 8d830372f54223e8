import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "~/lib/config.server";

interface Held {
  size: number;
  used: number;
}

/**
 * Derived images on disk, named by a hash of what made them (source photo and its version, preset), so a
 * second export of the same photos costs file reads. Bounded: when a new image takes the total over
 * `maxBytes`, the least recently used go first. A file is written under a temporary name and renamed, so
 * a reader never sees half of one.
 */
export class DerivedCache {
  private held: Promise<Map<string, Held>> | undefined;
  private total = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** The cache's name for what `parts` describe. */
  static key(...parts: readonly (string | number)[]): string {
    return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
  }

  /** What is on disk already (after a restart), read once. */
  private index(): Promise<Map<string, Held>> {
    this.held ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const held = new Map<string, Held>();
      for (const name of await readdir(this.dir)) {
        const file = path.join(this.dir, name);
        if (name.endsWith(".tmp")) {
          await rm(file, { force: true });
          continue;
        }
        const stats = await stat(file).catch(() => undefined);
        if (!stats?.isFile()) continue;
        held.set(name, { size: stats.size, used: stats.mtimeMs });
        this.total += stats.size;
      }
      return held;
    })();
    return this.held;
  }

  /** The cached image's bytes (a few hundred kilobytes), or undefined. Marks it used: evicted last. */
  async read(name: string): Promise<Buffer | undefined> {
    const held = await this.index();
    const entry = held.get(name);
    if (!entry) return undefined;
    const file = path.join(this.dir, name);
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) {
      this.forget(held, name);
      return undefined;
    }
    const now = Date.now();
    entry.used = now;
    // The use time survives a restart through the file's modification time.
    await utimes(file, now / 1000, now / 1000).catch(() => {});
    return bytes;
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const held = await this.index();
    if (bytes.byteLength > this.maxBytes) return;
    const file = path.join(this.dir, name);
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    const previous = held.get(name);
    if (previous) this.total -= previous.size;
    held.set(name, { size: bytes.byteLength, used: Date.now() });
    this.total += bytes.byteLength;
    await this.evict(held);
  }

  private forget(held: Map<string, Held>, name: string) {
    const entry = held.get(name);
    if (!entry) return;
    held.delete(name);
    this.total -= entry.size;
  }

  private async evict(held: Map<string, Held>) {
    if (this.total <= this.maxBytes) return;
    const oldestFirst = [...held].sort(([, a], [, b]) => a.used - b.used);
    for (const [name] of oldestFirst) {
      if (this.total <= this.maxBytes) return;
      this.forget(held, name);
      await rm(path.join(this.dir, name), { force: true });
    }
  }

  /** Bytes held now (for tests and figures). */
  async size(): Promise<number> {
    await this.index();
    return this.total;
  }
}

/** Under DATA_DIR: derived images are ours to remake, never part of a backup that matters. */
const CACHE_FOLDER = "photo-exports";
let current: DerivedCache | undefined;

/** The process's cache of derived images, sized by PHOTO_EXPORT_CACHE_MB. */
export function derivedCache(): DerivedCache {
  const { dataDir, photoExportCacheBytes } = config();
  current ??= new DerivedCache(path.join(dataDir, CACHE_FOLDER), photoExportCacheBytes);
  return current;
}
