import type { LookupLine } from "../batch-schema";
import { type DownloadMode, ITEM_LOOKAHEAD } from "../constants";
import { streamFrom } from "./iterable-stream.server";
import type { PhotoStore } from "./photo-store.server";

/**
 * Reports each item as soon as it is resolved, one at a time and in the order given, so the page's progress
 * is the server's real progress. The next few items are already being looked up meanwhile, so a long list
 * does not cost the sum of every item's disk or network waits. Stops when the page goes away.
 */
export async function* lookupLines(
  store: PhotoStore,
  { mode, items }: { mode: DownloadMode; items: readonly string[] },
  signal: AbortSignal,
): AsyncGenerator<LookupLine> {
  const lookUp = (item: string): Promise<LookupLine> =>
    store.findPhotos(item, mode, signal).then(
      (photos) => ({ item, photos }),
      (error: unknown) => ({
        item,
        error: error instanceof Error && error.message ? error.message : "Unknown error",
      }),
    );
  const pending: Promise<LookupLine>[] = [];
  let next = 0;
  while (next < items.length || pending.length > 0) {
    while (pending.length < ITEM_LOOKAHEAD && next < items.length) pending.push(lookUp(items[next++] ?? ""));
    const line = await pending.shift();
    if (signal.aborted || !line) return;
    yield line;
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
