/** Large enough for the biggest batch of looked-up photos, small enough that no request can hog memory. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

function badRequest(message: string, status = 400): Response {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The request's JSON body; bad input is answered with a 4xx thrown as a Response, never a 500. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (request.method !== "POST") throw badRequest("method not allowed", 405);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES)
    throw badRequest("batch too large", 413);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest("batch too large", 413);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("body must be JSON");
  }
}

export function invalidBody(issues: { message: string }[]): Response {
  return badRequest(issues.map((issue) => issue.message).join("; ") || "invalid request");
}
