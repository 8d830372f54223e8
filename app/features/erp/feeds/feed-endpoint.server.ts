import { createHmac, timingSafeEqual } from "node:crypto";
import { hasBearerToken } from "~/lib/bearer-token.server";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { log } from "~/lib/log.server";
import { mediaType, readBody } from "~/lib/request-body.server";
import { FEED_KINDS, FEED_LIMIT_BYTES } from "./feed-layout.server";
import { siteFeedContext, takeFeed } from "./take-feed.server";

/** Where an ERP posts its feeds: `{ERP_FEEDS_PATH}/{kind}` (`app/routes.ts`). */
export const ERP_FEEDS_PATH = "/api/erp/feeds";

/** The header carrying the body's HMAC-SHA256 under ERP_FEED_SECRET, in hex: `sha256=…`. */
const FEED_SIGNATURE_HEADER = "X-Feed-Signature";
/** An optional header naming the file, as the feeds page shows it (`products-2026-11-29.csv`). */
const FEED_NAME_HEADER = "X-Feed-Name";
const MEDIA_TYPES = new Set(["text/csv", "application/octet-stream", "text/plain"]);
/** A file name shown back to staff: letters, digits, dots, dashes and underscores, up to 100 of them. */
const FILE_NAME = /^[\w.-]{1,100}$/;

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Whether `signature` (`sha256=<hex>`) is the body's HMAC under `secret`, compared in constant time. */
function isSigned(body: Buffer, signature: string | null, secret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}

/**
 * `POST /api/erp/feeds/{kind}` (`docs/feeds/`): an ERP that pushes sends a feed file as the body, with
 * `Authorization: Bearer {ERP_FEED_TOKEN}` and `X-Feed-Signature: sha256={HMAC-SHA256 of the body under
 * ERP_FEED_SECRET}`. The file is taken as one dropped in the inbox is (decision 321). Answers JSON: 200 with
 * what became of it (applied, with its refused rows counted, or taken before), 422 when refused whole; 401
 * without the token, 403 when the signature is wrong, 404 for an unknown feed or when the endpoint is not
 * configured, 413 past FEED_LIMIT_BYTES, 415 for a body that is no CSV. The body is never logged.
 */
export async function feedEndpoint(request: Request, kind: string | undefined): Promise<Response> {
  const credentials = config().erpFeedEndpoint;
  const feedKind = FEED_KINDS.find((each) => each === kind);
  if (!credentials || !feedKind) return answer(404, { error: "not_found" });
  if (!hasBearerToken(request, credentials.token))
    return answer(401, { error: "unauthorized" }, { "WWW-Authenticate": 'Bearer realm="erp-feeds"' });
  if (!MEDIA_TYPES.has(mediaType(request))) return answer(415, { error: "unsupported_media_type" });
  const body = await readBody(request, FEED_LIMIT_BYTES);
  if (!body.ok) return answer(413, { error: "payload_too_large" });
  if (!isSigned(body.bytes, request.headers.get(FEED_SIGNATURE_HEADER), credentials.secret))
    return answer(403, { error: "bad_signature" });
  const named = request.headers.get(FEED_NAME_HEADER) ?? "";
  const fileName = FILE_NAME.test(named) ? named : `${feedKind}.csv`;
  const outcome = await takeFeed(
    await database(),
    { kind: feedKind, fileName, source: "endpoint", bytes: body.bytes },
    await siteFeedContext(),
  );
  log.info({ feed: feedKind, file: fileName, status: outcome.status }, "ERP feed posted");
  if (outcome.status === "alreadyTaken")
    return answer(200, { status: outcome.status, feedId: outcome.feedId });
  const counts = { feedId: outcome.feedId, rowsRefused: outcome.refused.length };
  if (outcome.status === "refused")
    return answer(422, { status: outcome.status, problem: outcome.problem, ...counts });
  return answer(200, { status: outcome.status, rowsApplied: outcome.rowsApplied, ...counts });
}
