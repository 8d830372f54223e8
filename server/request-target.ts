import type { IncomingMessage, ServerResponse } from "node:http";
import { posix } from "node:path";
import { settleRequestBody } from "./request-body-stream";
import { logRequest, type TrustProxy } from "./request-log";

/** What the front door does with a request line's target, before any route or cache sees it. */
export type TargetVerdict =
  /** An origin-form target in its one spelling (an absolute-form one has been rewritten to it). */
  | { kind: "path" }
  /** Not a path on this site: `*`, authority form, or a URL that does not parse. */
  | { kind: "invalid" }
  /** Another spelling of a path: the canonical one, with the request's own query. */
  | { kind: "respelled"; location: string };

const ABSOLUTE_FORM = /^https?:\/\//i;
/** RFC 3986 §2.3: percent-encoding these changes nothing, so a path never needs it. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * RFC 9112 §3.2.2: a server must take a target in absolute form, and then believe its authority rather
 * than the Host header. Rewriting it to the origin form here means every router, cache and guard after
 * this sees the one form they were written for. False when it is no `http(s)` URL we can read.
 */
function toOriginForm(req: IncomingMessage, target: string): boolean {
  const start = target.indexOf("//") + 2;
  const end = target.slice(start).search(/[/?#]/);
  const authority = end < 0 ? target.slice(start) : target.slice(start, start + end);
  const rest = end < 0 ? "" : target.slice(start + end);
  // Userinfo has no place in an http(s) target (RFC 9110 §4.2.4), nor has a fragment.
  if (authority === "" || authority.includes("@") || rest.startsWith("#")) return false;
  req.headers.host = authority;
  req.url = rest.startsWith("/") ? rest : `/${rest}`;
  return true;
}

/**
 * The one spelling of a path (RFC 3986 §6.2.2): unreserved characters never percent-encoded, no `.` or
 * `..` segments, no empty segments, no trailing slash, backslashes and non-ASCII percent-encoded, and one
 * of the public `pages` in the lower case it is listed in.
 * Other paths keep their case: routes match it exactly, and tokens and item numbers are case-sensitive.
 */
export function canonicalPath(path: string, pages: ReadonlySet<string>): string {
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : encoded;
  });
  // A backslash is a slash to browsers: `/\evil.example` sent back as a Location would leave the site.
  const normalized = posix.normalize(decoded.replaceAll("\\", "%5C")).replace(/[^!-~]/gu, encodeURIComponent);
  const trimmed = normalized.length > 1 && normalized.endsWith("/") ? normalized.slice(0, -1) : normalized;
  const lower = trimmed.toLowerCase();
  return lower !== trimmed && pages.has(lower) ? lower : trimmed;
}

/**
 * Reads a request's target: absolute form becomes origin form, `*` and other non-paths are invalid, and a
 * path spelled any other way than its canonical one is named so it can be sent there. Without this, one
 * page answered under many spellings (`/SHARE/…`, `/%73hare/…`, `/./share/…`), past every rule written
 * against the plain one, and an absolute target broke the URL each handler builds from Host and path.
 */
export function readTarget(req: IncomingMessage, pages: ReadonlySet<string>): TargetVerdict {
  const target = req.url ?? "";
  if (ABSOLUTE_FORM.test(target) && !toOriginForm(req, target)) return { kind: "invalid" };
  const url = req.url ?? "";
  if (!url.startsWith("/")) return { kind: "invalid" };
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  const canonical = canonicalPath(path, pages);
  if (canonical === path) return { kind: "path" };
  return { kind: "respelled", location: mark < 0 ? canonical : canonical + url.slice(mark) };
}

const NOT_A_PATH = "(not a path)";

/**
 * Answers, ahead of Express and the page cache, a request whose target is not a path in its one spelling:
 * 400 for a target that is no path, a permanent redirect to the canonical spelling for GET and HEAD, 404
 * for any other method (no form posts to a misspelt path). Its log line holds the path as sent, cut as
 * every log cuts it, never the query. False, having done nothing but rewrite an absolute-form target, for
 * a request the site handles as usual.
 */
export function answerOddTarget(
  req: IncomingMessage,
  res: ServerResponse,
  trust: TrustProxy | undefined,
  pages: ReadonlySet<string>,
): boolean {
  const verdict = readTarget(req, pages);
  if (verdict.kind === "path") return false;
  const path = verdict.kind === "invalid" ? NOT_A_PATH : ((req.url ?? "").split("?", 1)[0] ?? "");
  const id = logRequest(req, res, path, trust);
  const headers = {
    "X-Request-Id": id,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
  };
  const [status, words, location] =
    verdict.kind === "respelled" && (req.method === "GET" || req.method === "HEAD")
      ? [301, `Moved to ${verdict.location}`, verdict.location]
      : verdict.kind === "invalid"
        ? [400, "Bad request: the request target is not a path on this site."]
        : [404, "Not found."];
  // A body sent to a misspelt path is drained first (briefly): answered while it still arrives, the client
  // would see the connection reset instead of the answer.
  void settleRequestBody(req).then(() => {
    res.writeHead(status, location ? { ...headers, Location: location } : headers);
    res.end(req.method === "HEAD" ? undefined : `${words}\n`);
  });
  return true;
}
