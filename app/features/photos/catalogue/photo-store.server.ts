import pLimit from "p-limit";
import { config } from "~/lib/config.server";
import type { ResolvedItem } from "../batch-schema";
import { type DownloadMode, MAX_CONSECUTIVE_MISSES, PHOTO_CHECKS_IN_FLIGHT } from "../constants";
import { isItemNumber, photoFileName } from "../item-numbers";
import { discoverPhotoNumbers } from "./photo-discovery.server";
import { photoFolder } from "./photo-folder.server";
import { photoOrigin } from "./photo-origin.server";
import type { LocalPhoto, OpenOptions, PhotoFile, PhotoSource } from "./photo-source.server";

export class InvalidItemNumberError extends Error {
  override name = "InvalidItemNumberError";
  constructor(item: string) {
    super(`Not a valid item number: ${JSON.stringify(item)}`);
  }
}

/** The product photos, from PHOTOS_DIR or PHOTOS_ORIGIN, found by the spec's probing rules. */
export class PhotoStore {
  constructor(
    private readonly source: PhotoSource,
    /** Probes in flight per item: 1 for a folder, a few for a remote origin whose latency would add up. */
    private readonly lookahead: number,
  ) {}

  /** The file names of `item`'s photos, in order (`{item}_{NN}.jpg`). */
  async findPhotos(item: string, mode: DownloadMode, signal?: AbortSignal): Promise<string[]> {
    if (!isItemNumber(item)) throw new InvalidItemNumberError(item);
    const numbers = await discoverPhotoNumbers(
      (number) => this.source.counts(item, photoFileName(item, number), mode, signal),
      this.lookahead,
    );
    return numbers.map((number) => photoFileName(item, number));
  }

  /**
   * The file name of `item`'s first photo that counts, or undefined. The spec's probing gives up after
   * MAX_CONSECUTIVE_MISSES, so an item with photos has its first among that many: a thumbnail costs one
   * check, not the item's whole lookup.
   */
  async firstPhoto(item: string, signal?: AbortSignal): Promise<string | undefined> {
    if (!isItemNumber(item)) throw new InvalidItemNumberError(item);
    for (let number = 1; number <= MAX_CONSECUTIVE_MISSES; number++) {
      const fileName = photoFileName(item, number);
      if (await this.source.counts(item, fileName, "photos", signal)) return fileName;
    }
    return undefined;
  }

  /**
   * The looked-up photos that still count under the same rules, and those that have gone since: photos
   * may be moved or deleted between a lookup and the download. An item appears in `leftOut` with only its
   * missing photos, and in `present` only while at least one of its photos remains.
   */
  async recheck(
    items: readonly ResolvedItem[],
    mode: DownloadMode,
    signal?: AbortSignal,
  ): Promise<{ present: ResolvedItem[]; leftOut: ResolvedItem[] }> {
    const photos = items.flatMap(({ item, photos }) => photos.map((fileName) => ({ item, fileName })));
    const counts = await pLimit(PHOTO_CHECKS_IN_FLIGHT).map(photos, ({ item, fileName }) =>
      this.source.counts(item, fileName, mode, signal),
    );
    const present = new Map<string, string[]>();
    const leftOut = new Map<string, string[]>();
    for (const [index, { item, fileName }] of photos.entries()) {
      const into = counts[index] ? present : leftOut;
      const group = into.get(item);
      if (group) group.push(fileName);
      else into.set(item, [fileName]);
    }
    const listed = (found: Map<string, string[]>) =>
      [...found].map(([item, fileNames]) => ({ item, photos: fileNames }));
    return { present: listed(present), leftOut: listed(leftOut) };
  }

  open(item: string, fileName: string, options?: OpenOptions): Promise<PhotoFile> {
    return this.source.open(item, fileName, options);
  }

  /** The photo's file on this machine's disk, or undefined when photos come from another server. */
  async locate(item: string, fileName: string): Promise<LocalPhoto | undefined> {
    return this.source.locate?.(item, fileName);
  }

  masterDirectory(signal?: AbortSignal): Promise<AsyncIterable<Uint8Array> | undefined> {
    return this.source.masterDirectory(signal);
  }
}

const ORIGIN_LOOKAHEAD = 4;
let current: PhotoStore | undefined;

/** The process's photo store, as configured. */
export function photoStore(): PhotoStore {
  if (!current) {
    const { photosDir, photosOrigin } = config();
    current = photosOrigin
      ? new PhotoStore(photoOrigin(photosOrigin), ORIGIN_LOOKAHEAD)
      : new PhotoStore(photoFolder(photosDir), 1);
  }
  return current;
}
