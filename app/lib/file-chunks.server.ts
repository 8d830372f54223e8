import type { FileHandle } from "node:fs/promises";
import type { ReadBuffers } from "./read-buffers.server";

const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * The file's bytes, read into `buffers` when given (a download reuses them), otherwise into buffers sized
 * to what is left of the file: a fixed-size stream buffer would allocate a megabyte for every 200 kB photo.
 * Reads on to the end of the file, should it have grown since it was opened.
 */
export async function* chunksOf(
  handle: FileHandle,
  expectedSize: number,
  buffers: ReadBuffers | undefined,
  close: () => Promise<void>,
): AsyncGenerator<Uint8Array> {
  try {
    let position = 0;
    for (;;) {
      const buffer =
        (await buffers?.take()) ??
        Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, Math.max(expectedSize - position, 1)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      const chunk = buffer.subarray(0, bytesRead);
      if (bytesRead === 0) {
        buffers?.release(chunk);
        return;
      }
      position += bytesRead;
      yield chunk;
    }
  } finally {
    await close();
  }
}

/** Closes `handle` once, however many times it is asked to. */
export function closeOnce(handle: FileHandle): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= handle.close();
    return closing;
  };
}
