import type { BatchForm, DownloadLink } from "../batch-schema";
import { lookupLines, type PhotoStore } from "../catalogue/index.server";
import type { BatchMessage } from "./batch-messages";
import { type BatchResult, runBatch } from "./batch-run";
import { prepareFoundPhotos } from "./downloads.server";

/**
 * A batch posted by the page without scripts: the download to send, or the result to show on the page; both
 * for a download held by the pre-flight's warnings, which the page shows with its link before anything is
 * sent.
 */
export type PostedBatch =
  | { download: DownloadLink; processedItems: number; held: BatchResult | undefined }
  | { download: null; result: BatchResult | undefined; status: 400 | 422 | 503 };

/** Input that holds nothing to run is the sender's to fix; a lookup or a download that failed is the server's. */
function refusalStatus(errors: readonly BatchMessage[]): 400 | 422 | 503 {
  const keys = new Set(errors.map(({ key }) => key));
  if (keys.has("blank") || keys.has("noValid") || keys.has("tooMany")) return 400;
  if (keys.has("noneFound")) return 422;
  return 503;
}

/**
 * The run the page makes with scripts (SPEC.md §4, §5, §8), made on the server for a page without them
 * (decision 250): the same splitting, limits, lookups, pre-flight and prepared download, so the same history
 * entry; only the progress goes unreported. A run abandoned by the browser gives no result.
 */
export async function runPostedBatch(
  { items, mode, preset, format }: BatchForm,
  store: PhotoStore,
  signal: AbortSignal,
): Promise<PostedBatch> {
  let download: DownloadLink | undefined;
  const result = await runBatch(items, mode, {
    lookup: (valid, lookupMode, lookupSignal) =>
      lookupLines(store, { mode: lookupMode, items: valid }, lookupSignal),
    prepare: (runMode, processed, runSignal) =>
      prepareFoundPhotos({ mode: runMode, preset, format, items: processed }, store, runSignal),
    download: (link) => {
      download = link;
    },
    onProgress: () => {},
    preset,
    signal,
  });
  const prepared = download ?? result?.held;
  if (prepared && result?.success)
    return {
      download: prepared,
      processedItems: result.processedItems.length,
      held: result.held ? result : undefined,
    };
  return { download: null, result, status: refusalStatus(result?.errors ?? []) };
}
