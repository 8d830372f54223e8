import { config } from "~/lib/config.server";
import { mediaType, readBody } from "~/lib/request-body.server";
import { isProvenSameOrigin, ownOrigins } from "~/lib/request-origin.server";

/** Large enough for the biggest batch of looked-up photos, small enough that no request can hog memory. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** A refusal in the shape the page reads: `{ error }`. */
function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * The request's JSON body, from the Photo Downloader page itself. The browser vouches for where a request
 * came from (`Sec-Fetch-Site`, `Origin`), so another site's page cannot make a signed-in member of staff's
 * browser start work here; a JSON content type is one an HTML form cannot send. The body is read only up
 * to MAX_BODY_BYTES, declared or not. Bad input is answered with a 4xx thrown as a Response, never a 500.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const header = (name: string) => request.headers.get(name);
  if (!isProvenSameOrigin(header, ownOrigins(request, config().publicSiteOrigin))) {
    throw refusal(403, "cross-site request refused");
  }
  if (mediaType(request) !== "application/json") {
    throw refusal(415, "body must be JSON (Content-Type: application/json)");
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  if (!body.ok) throw refusal(413, "batch too large");
  try {
    return JSON.parse(body.bytes.toString("utf8"));
  } catch {
    throw refusal(400, "body must be JSON");
  }
}

export function invalidBody(issues: { message: string }[]): Response {
  return refusal(400, issues.map((issue) => issue.message).join("; ") || "invalid request");
}
