import { type FileHandle, open } from "node:fs/promises";
import path from "node:path";
import { MASTER_DIRECTORY_FILE } from "./constants";
import { type PhotoSource, photoPath } from "./photo-source.server";

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const READ_CHUNK_BYTES = 1024 * 1024;

/** Errors that mean "no such photo" rather than "the catalogue is broken". */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

async function openIfPresent(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, "r");
  } catch (error) {
    if (error instanceof Error && "code" in error && MISSING.has(String(error.code))) return undefined;
    throw error;
  }
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
      const handle = await openIfPresent(resolve(item, fileName));
      if (!handle) return false;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) return false;
        if (stats.size === 0) return mode === "sheet";
        const head = Buffer.alloc(JPEG_SIGNATURE.length);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        return bytesRead === head.length && JPEG_SIGNATURE.every((byte, index) => head[index] === byte);
      } finally {
        await handle.close();
      }
    },

    async open(item, fileName) {
      const handle = await open(resolve(item, fileName), "r");
      const stats = await handle.stat().catch(async (error) => {
        await handle.close();
        throw error;
      });
      return {
        modified: stats.mtime,
        body: handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES }),
      };
    },

    async masterDirectory() {
      const handle = await openIfPresent(path.join(root, MASTER_DIRECTORY_FILE));
      if (!handle) return undefined;
      return handle.createReadStream();
    },
  };
}
