import { MASTER_DIRECTORY_FILE, PHOTO_PATH, PROBE_TIMEOUT_MS } from "../constants";
import { PhotoGoneError, type PhotoSource, photoPath } from "./photo-source.server";

/** undici reports every network failure as "fetch failed"; the cause says what happened. */
async function request(url: URL, signal: AbortSignal | undefined): Promise<Response> {
  const timeout = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    return await fetch(url, {
      // The spec counts only a 200: a redirect is a missing photo, never followed.
      redirect: "manual",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new Error(`photo origin unreachable (${error instanceof Error ? error.message : error}${cause})`);
  }
}

async function hasBody(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    if (value.byteLength > 0) return true;
  }
}

/**
 * A response body read chunk by chunk. The reader is taken at once, so `close` can cancel the body (and
 * free its connection) whether or not reading ever began, and also while a read is waiting.
 */
function bodyOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const close = () => reader.cancel().catch(() => {});
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      await close();
    }
  }
  return { body: chunks(), close };
}

/** Photos on another web server (PHOTOS_ORIGIN), probed with the spec's HTTP rules. */
export function photoOrigin(origin: string): PhotoSource {
  const urlOf = (item: string, fileName: string) =>
    new URL(`${PHOTO_PATH}/${photoPath(item, fileName)}`, origin);
  return {
    async counts(item, fileName, mode, signal) {
      const response = await request(urlOf(item, fileName), signal);
      try {
        const type = response.headers.get("content-type")?.toLowerCase() ?? "";
        if (response.status !== 200 || !type.startsWith("image/")) return false;
        return mode === "sheet" || (response.body !== null && (await hasBody(response.body)));
      } finally {
        // Only the first bytes were needed; the photo itself is fetched again when it is zipped.
        await response.body?.cancel().catch(() => {});
      }
    },

    // Response bodies arrive in the fetch client's own chunks, so read buffers have no use here.
    async open(item, fileName, { signal } = {}) {
      const response = await request(urlOf(item, fileName), signal);
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel().catch(() => {});
        // Under the spec's rules anything but a 200 is a missing photo; a 5xx is the origin failing.
        if (response.status < 500) throw new PhotoGoneError(item, fileName);
        throw new Error(`${fileName} is not available (HTTP ${response.status})`);
      }
      const lastModified = Date.parse(response.headers.get("last-modified") ?? "");
      const length = response.headers.get("content-length");
      return {
        modified: Number.isNaN(lastModified) ? new Date() : new Date(lastModified),
        version:
          response.headers.get("etag") ??
          (Number.isNaN(lastModified) || !length ? undefined : `${length}:${lastModified}`),
        ...bodyOf(response.body),
      };
    },

    async masterDirectory(signal) {
      const response = await request(new URL(`${PHOTO_PATH}/${MASTER_DIRECTORY_FILE}`, origin), signal);
      if (response.status === 404) return undefined;
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new Error(`product directory unavailable (HTTP ${response.status})`);
      }
      return response.body;
    },
  };
}
