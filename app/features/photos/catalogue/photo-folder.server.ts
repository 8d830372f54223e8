import type { Stats } from "node:fs";
import { type FileHandle, open, stat } from "node:fs/promises";
import path from "node:path";
import { chunksOf, closeOnce } from "../../../lib/file-chunks.server";
import type { ReadBuffers } from "../../../lib/read-buffers.server";
import { MASTER_DIRECTORY_FILE } from "../constants";
import {
  type LocalPhoto,
  type PhotoFile,
  PhotoGoneError,
  type PhotoSource,
  photoPath,
} from "./photo-source.server";

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Errors that mean "no such photo" rather than "the catalogue is broken". */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);
const codeOf = (error: unknown) =>
  error instanceof Error && "code" in error ? String(error.code) : undefined;
const isMissing = (error: unknown) => MISSING.has(codeOf(error) ?? "");

/**
 * The file system's messages name the absolute path; what reaches staff and the log names the photo and
 * the reason only.
 */
function unreadable(fileName: string, error: unknown): Error {
  return new Error(`${fileName} could not be read (${codeOf(error) ?? "unknown error"})`);
}

async function openIfPresent(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, "r");
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** What changes whenever the photo does. */
const versionOf = (stats: Stats) => `${stats.size}:${stats.mtimeMs}`;

async function locatePhoto(item: string, fileName: string, file: string): Promise<LocalPhoto> {
  let stats: Stats;
  try {
    stats = await stat(file);
  } catch (error) {
    throw isMissing(error) ? new PhotoGoneError(item, fileName) : unreadable(fileName, error);
  }
  // A folder where the photo was is no photo.
  if (!stats.isFile()) throw new PhotoGoneError(item, fileName);
  return { modified: stats.mtime, version: versionOf(stats), path: file };
}

async function openPhoto(
  item: string,
  fileName: string,
  file: string,
  buffers: ReadBuffers | undefined,
): Promise<PhotoFile> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    throw isMissing(error) ? new PhotoGoneError(item, fileName) : unreadable(fileName, error);
  }
  const close = closeOnce(handle);
  const stats = await handle.stat().catch(async (error: unknown) => {
    await close();
    throw unreadable(fileName, error);
  });
  // A folder where the photo was is no photo.
  if (!stats.isFile()) {
    await close();
    throw new PhotoGoneError(item, fileName);
  }
  return {
    modified: stats.mtime,
    version: versionOf(stats),
    body: chunksOf(handle, stats.size, buffers, close),
    path: file,
    close,
  };
}

/**
 * Photos in a folder (PHOTOS_DIR). A file has no content type, so "is an image" means it starts with the
 * JPEG signature; an empty file stands for what a web server sends for it (200, `image/jpeg`, no body):
 * listed in sheet mode, skipped in photo mode.
 */
export function photoFolder(root: string): PhotoSource {
  const resolve = (item: string, fileName: string) => path.join(root, photoPath(item, fileName));
  return {
    async counts(item, fileName, mode) {
      const handle = await openIfPresent(resolve(item, fileName)).catch((error: unknown) => {
        throw unreadable(fileName, error);
      });
      if (!handle) return false;
      try {
        // Reading first spares a stat for every photo: only an empty read needs a closer look.
        const head = Buffer.alloc(JPEG_SIGNATURE.length);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        if (bytesRead === 0) return mode === "sheet" && (await handle.stat()).isFile();
        return bytesRead === head.length && JPEG_SIGNATURE.every((byte, index) => head[index] === byte);
      } catch (error) {
        // A folder where a photo should be (EISDIR) is no photo.
        if (isMissing(error)) return false;
        throw unreadable(fileName, error);
      } finally {
        await handle.close();
      }
    },

    async open(item, fileName, { buffers } = {}) {
      return openPhoto(item, fileName, resolve(item, fileName), buffers);
    },

    locate(item, fileName) {
      return locatePhoto(item, fileName, resolve(item, fileName));
    },

    async masterDirectory() {
      const handle = await openIfPresent(path.join(root, MASTER_DIRECTORY_FILE));
      if (!handle) return undefined;
      return handle.createReadStream();
    },
  };
}
