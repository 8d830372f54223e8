import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import type { RequestHandler } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";
import { RouterContextProvider } from "react-router";
import { languageCookieFor, languageOf } from "~/lib/language.server";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, type Language } from "~/lib/languages";
import { languageFixedByUrl, pageCachePolicy } from "~/lib/page-caching";
import { clientAddressContext, nonceContext, sharedRenderContext } from "~/lib/request-context";
import { type CachedPage, cachedPage, type Encoding, type PageBody } from "./cached-page";
import { hostsAreValid } from "./request-guards";
import { logRequest, type TrustProxy } from "./request-log";
import { allowScriptHashes } from "./security-headers";

/** Renders one page as React Router would answer a request (the site's own handler, no Express around it). */
export type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface PageKey {
  path: string;
  language: Language;
  /** `?lng=` named the language: the URL alone decides the bytes, so a shared cache may keep them. */
  fixedByUrl: boolean;
}

/**
 * The page a request asks for, if it is one the cache keeps: GET or HEAD of a known public page, with no
 * query but a valid `?lng=`. Everything else (unknown paths and brand ids, `.data` requests, other queries)
 * is rendered for its request, so random URLs cannot grow the cache.
 */
export function pageKey(
  req: Pick<IncomingMessage, "method" | "url" | "headers">,
  pages: ReadonlySet<string>,
): PageKey | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "";
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!pages.has(path)) return undefined;
  // As Express reads a query: a name given twice is a list, which no page key takes.
  const query = mark < 0 ? {} : parseQuery(url.slice(mark + 1));
  const lng = query[LANGUAGE_QUERY_PARAM];
  if (Object.keys(query).some((name) => name !== LANGUAGE_QUERY_PARAM)) return undefined;
  if (lng !== undefined && !languageFixedByUrl(lng)) return undefined;
  const language = languageOf({
    query: lng,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
  return { path, language, fixedByUrl: lng !== undefined };
}

/** Brotli whenever it is accepted (browsers list gzip first, with the same weight), then gzip, then none. */
function encodingFor(req: IncomingMessage): Encoding {
  const header = req.headers["accept-encoding"];
  // A plain list (what browsers send, no q-values) is read directly; anything else as HTTP says, by Negotiator.
  if (header !== undefined && !header.includes(";")) {
    const listed = header.split(",").map((coding) => coding.trim().toLowerCase());
    const any = listed.includes("*");
    return any || listed.includes("br") ? "br" : listed.includes("gzip") ? "gzip" : "identity";
  }
  const accepted = new Negotiator(req).encodings(["br", "gzip"]);
  return accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
}

/** A page's answer to one request: 304 when the browser's copy is current, else the best encoding it takes. */
function answerTo(req: IncomingMessage, page: CachedPage): { status: 200 | 304; body?: PageBody } {
  if (fresh(req.headers, { etag: page.etag })) return { status: 304 };
  return { status: 200, body: page.bodyFor(encodingFor(req)) };
}

/** Headers as `writeHead` takes them: name, value, name, value… */
type HeaderList = OutgoingHttpHeader[];

const flatten = (headers: OutgoingHttpHeaders): HeaderList =>
  Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [name, value]));

/** What an answer says of the page: who may keep it, its validator and language, and its body's type and size. */
function pageHeaders(page: CachedPage, key: PageKey, body: PageBody | undefined): HeaderList {
  const policy = pageCachePolicy(key.fixedByUrl);
  const headers: HeaderList = [
    "Cache-Control",
    policy.cacheControl,
    "Vary",
    policy.vary,
    "ETag",
    page.etag,
    "Content-Language",
    page.language,
  ];
  if (!body) return headers;
  headers.push("Content-Type", "text/html; charset=utf-8");
  if (body.encoding !== "identity") headers.push("Content-Encoding", body.encoding);
  headers.push("Content-Length", body.bytes.length);
  return headers;
}

/** A page served once through the whole app: ready to be answered ahead of Express. */
interface ReadyPage {
  page: CachedPage;
  /** The headers the security middleware set for it. */
  recorded: HeaderList;
  /** `recorded` and the page's own headers, by kind of answer (status, policy, encoding). */
  answers: Map<string, HeaderList>;
}

/**
 * Render once, serve many (issue 12): every public page is rendered once per path and language, on its first
 * request, and kept with its Brotli and gzip bytes, its ETag and its inline scripts' hashes. Public pages
 * change when the site is deployed and when the studio publishes: `forget` drops every page, and each is
 * rendered again on its next request. The cache holds at most one entry per public page and language: its
 * keys come from `pages` (the public pages as published now), never from the request.
 *
 * A page's first request goes through the whole Express app: `lookup` finds (or renders) the page before the
 * security headers are set, so the policy can list the page's script hashes in place of a nonce; `serve`
 * keeps the headers the security middleware added and writes the page. They are the same for every response
 * of that page (no nonce), so from then on `answer` serves it straight from the request listener, ahead of
 * Express, at the speed of a static file (decision 165).
 */
export function pageCache({
  render,
  origin,
  pages,
  answered,
}: {
  render: RenderPage;
  origin: string;
  pages: () => ReadonlySet<string>;
  /** Told of each page answered ahead of Express (to count it). */
  answered?: (req: IncomingMessage, status: number, key: PageKey) => void;
}) {
  let entries = new Map<string, Promise<CachedPage | undefined>>();
  /** Pages rendered and seen through the security middleware once, with the headers it set for them. */
  let ready = new Map<string, ReadyPage>();
  /** Which `entries` a page was rendered for: one rendered before a `forget` is served once, never kept. */
  const found = new WeakMap<
    ServerResponse,
    { page: CachedPage; key: PageKey; before: Set<string>; rendered: typeof entries }
  >();
  const idOf = (key: PageKey) => `${key.language} ${key.path}`;

  async function renderPage({ path, language }: PageKey): Promise<CachedPage | undefined> {
    const context = new RouterContextProvider();
    context.set(sharedRenderContext, true);
    context.set(nonceContext, undefined);
    context.set(clientAddressContext, "page-cache");
    const response = await render(
      new Request(new URL(path, origin), { headers: { Cookie: `${LANGUAGE_COOKIE}=${language}` } }),
      context,
    );
    // A page that did not render whole is not kept: its request is answered the ordinary way.
    if (response.status !== 200) {
      await response.body?.cancel();
      return undefined;
    }
    return cachedPage(await response.text(), language);
  }

  function entryFor(key: PageKey): Promise<CachedPage | undefined> {
    const id = idOf(key);
    const current = entries;
    let entry = current.get(id);
    if (!entry) {
      entry = renderPage(key).then((page) => {
        if (!page) current.delete(id);
        return page;
      });
      current.set(id, entry);
      entry.catch(() => current.delete(id));
    }
    return entry;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, key: PageKey): void {
    const { status, body } = answerTo(req, page);
    const headers = pageHeaders(page, key, body);
    for (let at = 0; at < headers.length; at += 2) res.setHeader(String(headers[at]), headers[at + 1] ?? "");
    res.statusCode = status;
    res.end(req.method === "HEAD" ? undefined : body?.bytes);
  }

  const lookup: RequestHandler = async (req, res, next) => {
    const key = pageKey(req, pages());
    if (!key) return next();
    const rendered = entries;
    let page: CachedPage | undefined;
    try {
      page = await entryFor(key);
    } catch (error) {
      // The ordinary handler renders the page again and reports whatever fails there.
      console.error(`Could not cache ${key.path} (${key.language}):`, error);
    }
    if (!page) return next();
    // What is set by now (the request's id, a language cookie) belongs to this request only.
    found.set(res, { page, key, before: new Set(res.getHeaderNames()), rendered });
    allowScriptHashes(res, page.scriptHashes);
    next();
  };

  const serve: RequestHandler = (req, res, next) => {
    const hit = found.get(res);
    if (!hit) return next();
    const { page, key, before, rendered } = hit;
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !before.has(name)),
    );
    if (rendered === entries) ready.set(idOf(key), { page, recorded: flatten(headers), answers: new Map() });
    send(req, res, page, key);
  };

  /**
   * Answers a request for a page already served once, with what the middleware it skips would have done:
   * the request's log line and id, the language cookie a `?lng=` sets, the security headers. Returns false,
   * having done nothing, for every other request, which Express then handles.
   */
  function answer(req: IncomingMessage, res: ServerResponse, trust: TrustProxy | undefined): boolean {
    const key = pageKey(req, pages());
    const known = key && ready.get(idOf(key));
    // A doubtful host (a forwarded one included, whether or not a proxy is trusted) goes the ordinary way.
    const forwarded = req.headers["x-forwarded-host"];
    if (!key || !known || !hostsAreValid(req.headers.host, forwarded && String(forwarded))) return false;
    const { status, body } = answerTo(req, known.page);
    // The headers every such answer shares, listed once per kind of answer (at most eight per page).
    const kind = `${status} ${key.fixedByUrl} ${body?.encoding}`;
    let shared = known.answers.get(kind);
    if (!shared) {
      shared = [...known.recorded, ...pageHeaders(known.page, key, body)];
      known.answers.set(kind, shared);
    }
    const id = logRequest(req, res, key.path, trust);
    const cookie = languageCookieFor({
      query: key.fixedByUrl ? key.language : null,
      cookie: req.headers.cookie,
    });
    // One `writeHead` with the whole list: Node then validates and writes each header once.
    res.writeHead(
      status,
      cookie ? ["X-Request-Id", id, "Set-Cookie", cookie, ...shared] : ["X-Request-Id", id, ...shared],
    );
    res.end(req.method === "HEAD" ? undefined : body?.bytes);
    answered?.(req, status, key);
    return true;
  }

  /** After a publication: every page is rendered again on its next request, from what is live now. */
  function forget(): void {
    entries = new Map();
    ready = new Map();
  }

  return { lookup, serve, answer, forget };
}
