import { config } from "~/lib/config.server";
import type { DownloadMode } from "./constants";
import { isItemNumber, photoFileName } from "./item-numbers";
import { discoverPhotoNumbers } from "./photo-discovery.server";
import { photoFolder } from "./photo-folder.server";
import { photoOrigin } from "./photo-origin.server";
import type { OpenOptions, PhotoFile, PhotoSource } from "./photo-source.server";

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

  open(item: string, fileName: string, options?: OpenOptions): Promise<PhotoFile> {
    return this.source.open(item, fileName, options);
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
