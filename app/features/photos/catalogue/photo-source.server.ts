import path from "node:path";
import type { ReadBuffers } from "../../../lib/read-buffers.server";
import type { DownloadMode } from "../constants";
import { isItemNumber, photoNumber } from "../item-numbers";

/** One photo's bytes, read as they are sent. */
export interface PhotoFile {
  modified: Date;
  /**
   * What changes whenever the photo does (size and modification time, or the origin's ETag); derived images
   * are cached under it. Undefined when the source cannot tell, and then nothing derived is cached.
   */
  version?: string;
  body: AsyncIterable<Uint8Array>;
  /**
   * Where the photo lies on this machine's disk, when it does: sharp then reads it itself, and no copy of it
   * passes through JavaScript's memory.
   */
  path?: string;
  /**
   * Lets go of the file or connection, whether or not `body` was read to the end. A body that was never
   * started cannot clean up after itself (a generator's `finally` runs only once it has begun), so whoever
   * opens a photo closes it. Closing twice is harmless.
   */
  close(): Promise<void>;
}

/** A photo on this machine's disk, found without opening it. */
export interface LocalPhoto {
  modified: Date;
  version: string;
  path: string;
}

export interface OpenOptions {
  signal?: AbortSignal;
  buffers?: ReadBuffers;
}

/** Where photos come from: PHOTOS_DIR or PHOTOS_ORIGIN. Both apply the same rules. */
export interface PhotoSource {
  /** Whether the photo exists and counts: an image, and non-empty in photo mode. */
  counts(item: string, fileName: string, mode: DownloadMode, signal?: AbortSignal): Promise<boolean>;
  /** With `buffers`, a source that reads from disk reads into them; its chunks are released once sent. */
  open(item: string, fileName: string, options?: OpenOptions): Promise<PhotoFile>;
  /**
   * For a source that keeps its photos on this machine's disk: the photo's file and version, from one look
   * at it. A resize reads the file itself, so opening it first cost two more file operations per photo.
   */
  locate?(item: string, fileName: string): Promise<LocalPhoto>;
  /** The master product directory's JSON, or undefined when the catalogue has none. */
  masterDirectory(signal?: AbortSignal): Promise<AsyncIterable<Uint8Array> | undefined>;
}

export class InvalidPhotoNameError extends Error {
  override name = "InvalidPhotoNameError";
}

/** The photo was there when its item was looked up and is not any more. */
export class PhotoGoneError extends Error {
  override name = "PhotoGoneError";
  constructor(
    readonly item: string,
    readonly fileName: string,
  ) {
    super(`${fileName} is no longer in the catalogue`);
  }
}

/**
 * `{item}/{item}_{NN}.jpg` with both parts checked against their strict patterns, so no input can name
 * anything outside the catalogue. Every source builds its paths and URLs through this.
 */
export function photoPath(item: string, fileName: string): string {
  if (!isItemNumber(item) || photoNumber(item, fileName) === undefined) {
    throw new InvalidPhotoNameError(`Not a photo name: ${JSON.stringify(`${item}/${fileName}`)}`);
  }
  return path.posix.join(item, fileName);
}
