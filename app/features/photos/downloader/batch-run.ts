import type { DownloadLink, LookupLine, PreparedDownload, ResolvedItem } from "../batch-schema";
import { type DownloadMode, MAX_ITEMS_PER_BATCH } from "../constants";
import type { PresetChoice } from "../exports";
import { isItemNumber, splitItemNumbers } from "../item-numbers";
import { type BatchMessage, detailOf } from "./batch-messages";

export interface Progress {
  current: number;
  total: number;
  currentItem: string;
}

export interface BatchResult {
  mode: DownloadMode;
  processedItems: string[];
  skippedItems: string[];
  errors: BatchMessage[];
  success: boolean;
  totalImages: number;
  /** The prepared download of a successful run, which a share link can be made of. */
  downloadId?: string;
  /**
   * A zip the channel's pre-flight warned about: not started, so the person reads the warnings before the
   * download and starts it themselves (decision 294).
   */
  held?: DownloadLink;
}

/** What a run needs from the outside: the server, the browser's download, and where to report progress. */
export interface BatchRunner {
  lookup(items: string[], mode: DownloadMode, signal: AbortSignal): AsyncIterable<LookupLine>;
  prepare(mode: DownloadMode, items: ResolvedItem[], signal: AbortSignal): Promise<PreparedDownload>;
  download(link: DownloadLink): void;
  onProgress(progress: Progress): void;
  /** The export preset the download is made with (its warnings are worded for it). */
  preset: PresetChoice;
  signal: AbortSignal;
}

/** The server stopped answering before every item had its line. */
export class IncompleteLookupError extends Error {
  override name = "IncompleteLookupError";
}

/** A failed request, with the server's reason and whether the staff session had ended. */
export class RequestError extends Error {
  override name = "RequestError";
  constructor(
    message: string,
    readonly signedOut: boolean,
  ) {
    super(message);
  }
}

/**
 * The server leaves out photos that went from the catalogue after the lookup. An item that lost them all
 * is skipped after all, reported as having no photos.
 */
function withoutLeftOut(
  result: BatchResult,
  processed: ResolvedItem[],
  leftOut: ResolvedItem[],
): BatchResult {
  const gone = new Map(leftOut.map(({ item, photos }) => [item, photos.length]));
  const emptied = processed
    .filter(({ item, photos }) => (gone.get(item) ?? 0) >= photos.length)
    .map(({ item }) => item);
  return {
    ...result,
    processedItems: result.processedItems.filter((item) => !emptied.includes(item)),
    skippedItems: [...result.skippedItems, ...emptied],
    errors: [...result.errors, ...emptied.map((item) => ({ key: "noPhotos" as const, item }))],
    totalImages: result.totalImages - [...gone.values()].reduce((sum, count) => sum + count, 0),
  };
}

const failureDetail = (error: unknown) =>
  error instanceof RequestError && error.signedOut ? { key: "signedOut" as const } : detailOf(error);

/**
 * One run of the Photo Downloader (SPEC.md §4, §5, §8): items are looked up one at a time in the order
 * entered; those with photos are processed, the others skipped with a message; if any were processed, the
 * zip or sheet is prepared and downloaded, unless the channel's pre-flight warns about its photos: it is then
 * held for the person to start once they have read why. Returns undefined when the run was abandoned.
 */
export async function runBatch(
  input: string,
  mode: DownloadMode,
  runner: BatchRunner,
): Promise<BatchResult | undefined> {
  const result: BatchResult = {
    mode,
    processedItems: [],
    skippedItems: [],
    errors: [],
    success: false,
    totalImages: 0,
  };
  if (input.trim() === "") return { ...result, errors: [{ key: "blank" }] };
  const items = splitItemNumbers(input);
  const valid = items.filter(isItemNumber);
  if (valid.length === 0) return { ...result, errors: [{ key: "noValid" }] };
  // Said before anything is looked up, in the page's words, rather than as the server's refusal of the batch.
  if (valid.length > MAX_ITEMS_PER_BATCH)
    return { ...result, errors: [{ key: "tooMany", count: valid.length }] };

  const processed: ResolvedItem[] = [];
  try {
    const lines = runner.lookup(valid, mode, runner.signal)[Symbol.asyncIterator]();
    for (const [index, item] of items.entries()) {
      runner.onProgress({ current: index + 1, total: items.length, currentItem: item });
      if (!isItemNumber(item)) {
        result.skippedItems.push(item);
        result.errors.push({ key: "itemFailed", item, detail: { key: "invalidItem" } });
        continue;
      }
      const next = await lines.next();
      if (next.done) throw new IncompleteLookupError(`no answer for item ${item}`);
      const line = next.value;
      if ("error" in line) {
        result.skippedItems.push(item);
        result.errors.push({ key: "itemFailed", item, detail: { text: line.error } });
      } else if (line.photos.length === 0) {
        result.skippedItems.push(item);
        result.errors.push({ key: "noPhotos", item });
      } else {
        processed.push({ item, photos: line.photos });
        result.processedItems.push(item);
        result.totalImages += line.photos.length;
      }
    }
  } catch (error) {
    if (runner.signal.aborted) return undefined;
    result.errors.push({ key: "unexpected", detail: failureDetail(error) });
    return result;
  }

  if (processed.length === 0) {
    result.errors.push({ key: "noneFound" });
    return result;
  }
  try {
    const prepared = await runner.prepare(mode, processed, runner.signal);
    const outcome = withoutLeftOut(result, processed, prepared.leftOut);
    if (!prepared.download) return { ...outcome, errors: [...outcome.errors, { key: "noneFound" }] };
    const held = prepared.warnings.length > 0;
    if (!held) runner.download(prepared.download);
    const warnings = prepared.warnings.map((warning) => ({
      key: "preset" as const,
      preset: runner.preset,
      warning,
    }));
    return {
      ...outcome,
      errors: [...outcome.errors, ...warnings],
      success: true,
      downloadId: prepared.download.id,
      ...(held ? { held: prepared.download } : {}),
    };
  } catch (error) {
    if (runner.signal.aborted) return undefined;
    result.errors.push({ key: mode === "photos" ? "zip" : "csv", detail: failureDetail(error) });
    return result;
  }
}
