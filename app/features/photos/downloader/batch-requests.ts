import {
  type DownloadLink,
  failureSchema,
  type LookupLine,
  lookupLineSchema,
  type PreparedDownload,
  preparedDownloadSchema,
  type ResolvedItem,
} from "../batch-schema";
import { DOWNLOADS_API_PATH, type DownloadMode, type SheetFormat } from "../constants";
import type { PresetChoice } from "../exports";
import { RequestError } from "./batch-run";

const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };

async function failure(response: Response): Promise<RequestError> {
  const body = failureSchema.safeParse(await response.json().catch(() => undefined));
  return new RequestError(
    body.success ? body.data.error : `HTTP ${response.status}`,
    response.status === 401,
  );
}

/** Each item's photos, as the server resolves them one after another (a stream of JSON lines). */
export async function* lookupItems(
  items: string[],
  mode: DownloadMode,
  signal: AbortSignal,
): AsyncGenerator<LookupLine> {
  const response = await fetch("/api/photos/lookups", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ mode, items }),
    signal,
  });
  if (!response.ok || !response.body) throw await failure(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let pending = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) yield lookupLineSchema.parse(JSON.parse(line));
    }
  } finally {
    reader.releaseLock();
  }
}

/** Asks the server to prepare the zip or sheet of the processed items; it says which photos had gone. */
export async function prepareDownload(
  request: { mode: DownloadMode; preset: PresetChoice; format: SheetFormat; items: ResolvedItem[] },
  signal: AbortSignal,
): Promise<PreparedDownload> {
  const response = await fetch(DOWNLOADS_API_PATH, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw await failure(response);
  return preparedDownloadSchema.parse(await response.json());
}

/**
 * Hands the file to the browser's download manager: it streams to disk as the server sends it, so the
 * page never holds the archive in memory, whatever its size.
 */
export function startDownload({ url, fileName }: DownloadLink): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
