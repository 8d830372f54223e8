import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { languageOf } from "~/lib/language.server";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, type Language, toLanguage } from "~/lib/languages";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { clientAddressContext, nonceContext, sharedRenderContext } from "~/lib/request-context";
import { type CachedPage, cachedPage } from "./cached-page";
import { allowScriptHashes } from "./security-headers";

/** Renders one page as React Router would answer a request (the site's own handler, no Express around it). */
export type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface PageKey {
  path: string;
  language: Language;
  /** `?lng=` named the language: the URL alone decides the bytes, so a shared cache may keep them. */
  fixedByUrl: boolean;
}

/** What the key is read from: an Express request's method, path, parsed query and headers. */
interface PageRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  get(header: string): string | undefined;
}

/**
 * Browsers may keep a page but must ask again (an ETag makes that a 304). A page negotiated from the cookie or
 * Accept-Language is for one visitor's cache only; a page whose URL names its language may sit in a proxy.
 */
const NEGOTIATED = { cacheControl: "private, no-cache", vary: "Accept-Encoding, Cookie, Accept-Language" };
const FIXED_BY_URL = { cacheControl: "public, no-cache", vary: "Accept-Encoding" };

/**
 * The page a request asks for, if it is one the cache keeps: GET or HEAD of a known public page, with no
 * query but a valid `?lng=`. Everything else (unknown paths and brand ids, `.data` requests, other queries)
 * is rendered for its request, so random URLs cannot grow the cache.
 */
export function pageKey(req: PageRequest, pages: ReadonlySet<string>): PageKey | undefined {
  if ((req.method !== "GET" && req.method !== "HEAD") || !pages.has(req.path)) return undefined;
  const names = Object.keys(req.query);
  const lng = req.query[LANGUAGE_QUERY_PARAM];
  if (names.some((name) => name !== LANGUAGE_QUERY_PARAM)) return undefined;
  if (lng !== undefined && (typeof lng !== "string" || toLanguage(lng) !== lng)) return undefined;
  const language = languageOf({
    query: lng,
    cookie: req.get("Cookie"),
    acceptLanguage: req.get("Accept-Language"),
  });
  return { path: req.path, language, fixedByUrl: lng !== undefined };
}

/**
 * Render once, serve many (issue 12): every public page is rendered once per path and language, on its first
 * request, and kept with its Brotli and gzip bytes, its ETag and its inline scripts' hashes. Public pages
 * change only when the site is deployed, so a restart is the only invalidation. The cache holds at most one
 * entry per public page and language: its keys come from `PUBLIC_PAGES`, never from the request.
 *
 * Two steps around the security headers: `lookup` finds (or renders) the page before the headers are set, so
 * the policy can list the page's script hashes in place of a nonce; `serve` then writes it, and keeps the
 * security headers it was given. They are the same for every response of that page (no nonce), so later
 * requests for it are answered by `lookup` at once with those headers, without setting them up again.
 */
export function pageCache({ render, origin }: { render: RenderPage; origin: string }) {
  const pages = new Set(PUBLIC_PAGES);
  const entries = new Map<string, Promise<CachedPage | undefined>>();
  const found = new WeakMap<ServerResponse, { page: CachedPage; key: PageKey }>();
  const securityHeaders = new WeakMap<CachedPage, OutgoingHttpHeaders>();

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
    const id = `${key.language} ${key.path}`;
    let entry = entries.get(id);
    if (!entry) {
      entry = renderPage(key).then((page) => {
        if (!page) entries.delete(id);
        return page;
      });
      entries.set(id, entry);
      entry.catch(() => entries.delete(id));
    }
    return entry;
  }

  function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage, key: PageKey): void {
    const policy = key.fixedByUrl ? FIXED_BY_URL : NEGOTIATED;
    res.setHeader("Cache-Control", policy.cacheControl);
    res.setHeader("Vary", policy.vary);
    res.setHeader("ETag", page.etag);
    res.setHeader("Content-Language", page.language);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    // Brotli whenever it is accepted: browsers list gzip first, with the same weight.
    const body = page.bodyFor(
      req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity",
    );
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (body.encoding !== "identity") res.setHeader("Content-Encoding", body.encoding);
    res.setHeader("Content-Length", body.bytes.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body.bytes);
  }

  const lookup: RequestHandler = async (req, res, next) => {
    const key = pageKey(req, pages);
    if (!key) return next();
    let page: CachedPage | undefined;
    try {
      page = await entryFor(key);
    } catch (error) {
      // The ordinary handler renders the page again and reports whatever fails there.
      console.error(`Could not cache ${key.path} (${key.language}):`, error);
    }
    if (!page) return next();
    const headers = securityHeaders.get(page);
    if (!headers) {
      found.set(res, { page, key });
      allowScriptHashes(res, page.scriptHashes);
      return next();
    }
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    send(req, res, page, key);
  };

  const serve: RequestHandler = (req, res, next) => {
    const hit = found.get(res);
    if (!hit) return next();
    const { page, key } = hit;
    if (!securityHeaders.has(page)) securityHeaders.set(page, res.getHeaders());
    send(req, res, page, key);
  };

  return { lookup, serve };
}
