/**
 * Request bodies read with a ceiling. A handler names how much it will take; the body is read only as far
 * as that, so an oversized or endless upload costs the server at most `limit` bytes of memory, whether it
 * declares its length or arrives chunked.
 */

/** Raised by a body stream whose sender went past the ceiling the server set for every request. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
  }
}

export type BodyOutcome = { ok: true; bytes: Buffer } | { ok: false; reason: "too_large" };

/** The declared length, when the client gave a valid one. */
function declaredLength(request: Request): number | undefined {
  const header = request.headers.get("Content-Length");
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

/**
 * At most `limit` bytes of the body. Reading stops at the first byte past the ceiling (or at once when the
 * declared length is over it); the rest is left to the HTTP layer to discard.
 */
export async function readBody(request: Request, limit: number): Promise<BodyOutcome> {
  if ((declaredLength(request) ?? 0) > limit) return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return { ok: false, reason: "too_large" };
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, reason: "too_large" };
    throw error;
  } finally {
    reader.releaseLock();
  }
  return { ok: true, bytes: Buffer.concat(chunks, size) };
}

/** The media type of the request, lower case, without parameters (`application/json`). */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * A multipart form's fields and files, read only up to `limit`: what is larger is not read, and a body a
 * browser would not frame is "unreadable".
 */
export async function readMultipartForm(
  request: Request,
  limit: number,
): Promise<FormData | "tooLarge" | "unreadable"> {
  const body = await readBody(request, limit);
  if (!body.ok) return "tooLarge";
  try {
    return await new Response(new Uint8Array(body.bytes), {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return "unreadable";
  }
}
