import type { LookupLine } from "./batch-schema";
import type { DownloadMode } from "./constants";
import { streamFrom } from "./iterable-stream.server";
import type { PhotoStore } from "./photo-store.server";

/**
 * Looks items up one at a time, in the order given, and reports each as soon as it is resolved, so the
 * page's progress is the server's real progress. Stops when the page goes away.
 */
export async function* lookupLines(
  store: PhotoStore,
  { mode, items }: { mode: DownloadMode; items: readonly string[] },
  signal: AbortSignal,
): AsyncGenerator<LookupLine> {
  for (const item of items) {
    if (signal.aborted) return;
    try {
      yield { item, photos: await store.findPhotos(item, mode, signal) };
    } catch (error) {
      if (signal.aborted) return;
      yield { item, error: error instanceof Error && error.message ? error.message : "Unknown error" };
    }
  }
}

/** Newline-delimited JSON: one object per line, readable while it is still arriving. */
export function ndjson(lines: AsyncIterable<unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return streamFrom(
    (async function* () {
      for await (const line of lines) yield encoder.encode(`${JSON.stringify(line)}\n`);
    })(),
  );
}
