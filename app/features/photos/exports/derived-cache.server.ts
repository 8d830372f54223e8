import { createHash } from "node:crypto";
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { config } from "~/lib/config.server";
import { errorFields, log } from "~/lib/log.server";
import { chunksOf, closeOnce } from "../../../lib/file-chunks.server";
import type { ReadBuffers } from "../../../lib/read-buffers.server";
import type { ZipFile } from "../delivery/index.server";

/**
 * How stale a file's recorded use time may grow before it is written again. Eviction order only needs to
 * survive a restart roughly, and writing the time on every read cost an extra file operation per image of
 * a warm export.
 */
const USE_TIME_PRECISION_MS = 60 * 60 * 1000;

interface Held {
  size: number;
  /** Last use, as this process knows it. */
  used: number;
  /** Last use as the file's modification time records it, for the next process. */
  recorded: number;
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
  /** Numbers this process's temporary files, so two writes of one image never share one. */
  private writes = 0;

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
        held.set(name, { size: stats.size, used: stats.mtimeMs, recorded: stats.mtimeMs });
        this.total += stats.size;
      }
      return held;
    })();
    return this.held;
  }

  /** The cached image's bytes (a few hundred kilobytes), or undefined. Marks it used: evicted last. */
  async read(name: string): Promise<Buffer | undefined> {
    const held = await this.index();
    if (!held.has(name)) return undefined;
    const bytes = await readFile(path.join(this.dir, name)).catch(() => undefined);
    if (!bytes) {
      this.forget(held, name);
      return undefined;
    }
    await this.use(held, name);
    return bytes;
  }

  /**
   * The cached image as a zip entry's file, read into `buffers` as it is sent (the way a download of
   * originals reads its photos), or undefined. Marks it used: evicted last.
   */
  async open(name: string, modified: Date, buffers?: ReadBuffers): Promise<ZipFile | undefined> {
    const held = await this.index();
    const entry = held.get(name);
    if (!entry) return undefined;
    let handle: FileHandle;
    try {
      handle = await open(path.join(this.dir, name), "r");
    } catch {
      this.forget(held, name);
      return undefined;
    }
    await this.use(held, name);
    const close = closeOnce(handle);
    return { modified, body: chunksOf(handle, entry.size, buffers, close), close };
  }

  private async use(held: Map<string, Held>, name: string) {
    const entry = held.get(name);
    if (!entry) return;
    const now = Date.now();
    entry.used = now;
    if (now - entry.recorded < USE_TIME_PRECISION_MS) return;
    entry.recorded = now;
    // The use time survives a restart through the file's modification time.
    await utimes(path.join(this.dir, name), now / 1000, now / 1000).catch(() => {});
  }

  /**
   * An image made in memory, kept unless it is larger than the whole cache. A photo made is a photo answered:
   * a cache that cannot keep it (a full disk) costs the next request a resize, not this one its image.
   */
  async put(name: string, bytes: Uint8Array): Promise<void> {
    if (bytes.byteLength > this.maxBytes) return;
    await this.write(name, async (temporary) => {
      try {
        await writeFile(temporary, bytes);
        return bytes.byteLength;
      } catch (error) {
        log.warn(errorFields(error), "derived image not cached");
        return undefined;
      }
    });
  }

  /**
   * An image made straight into the cache: `make` writes it to the temporary file it is given and says how
   * large it came out, or undefined when it could not write it. Whether it is kept: not when none was
   * written, when it is larger than the whole cache, or when it cannot be put in place.
   */
  async write(name: string, make: (temporary: string) => Promise<number | undefined>): Promise<boolean> {
    const held = await this.index();
    const temporary = this.temporaryFor(name);
    let written: number | undefined;
    try {
      written = await make(temporary);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const kept =
      written !== undefined && written <= this.maxBytes && (await this.keep(held, name, temporary, written));
    if (!kept) await rm(temporary, { force: true });
    return kept;
  }

  private temporaryFor(name: string): string {
    return `${path.join(this.dir, name)}.${process.pid}.${++this.writes}.tmp`;
  }

  /**
   * The finished temporary file becomes the image's, counted; the least recently used go if need be.
   * Whether it could be put in place.
   */
  private async keep(
    held: Map<string, Held>,
    name: string,
    temporary: string,
    size: number,
  ): Promise<boolean> {
    try {
      await rename(temporary, path.join(this.dir, name));
    } catch (error) {
      log.warn(errorFields(error), "derived image not cached");
      return false;
    }
    const previous = held.get(name);
    if (previous) this.total -= previous.size;
    const now = Date.now();
    held.set(name, { size, used: now, recorded: now });
    this.total += size;
    await this.evict(held);
    return true;
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
