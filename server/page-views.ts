import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import proxyaddr from "proxy-addr";
import { countPageView, headerReaderOf } from "~/features/analytics/index.server";
import { languageOf } from "~/lib/language.server";
import { LANGUAGE_QUERY_PARAM, type Language } from "~/lib/languages";
import type { TrustProxy } from "./request-log";

/**
 * The client's address as Express reads it: the first hop from the end that is not a trusted proxy. Empty
 * when the client has already gone: a closed socket has no address, and proxy-addr then answers undefined
 * (typed as a string), which once stopped the server in the middle of a page view.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy | undefined): string {
  const address: string | undefined = trust ? proxyaddr(req, trust) : req.socket.remoteAddress;
  return address ?? "";
}

/** Counts a public page answered (by the page cache or by React Router), with its path and language. */
export function countAnsweredPage(
  req: IncomingMessage,
  status: number,
  page: { path: string; language: Language },
  trust: TrustProxy | undefined,
): void {
  const url = req.url ?? "";
  const mark = url.indexOf("?");
  countPageView({
    path: page.path,
    query: mark < 0 ? "" : url.slice(mark + 1),
    language: page.language,
    status,
    method: req.method ?? "",
    header: headerReaderOf(req),
    address: clientAddressOf(req, trust),
  });
}

/** The data a client-side navigation fetches for a page (`/about.data`, `/_.data` for the home page). */
const DATA_SUFFIX = ".data";
const pageOfData = (path: string) => {
  const page = path.slice(0, -DATA_SUFFIX.length);
  return page === "/_" ? "/" : page;
};

/** The path of the page a request was made from, if it was one of this site's (by either of its hosts). */
function refererPath(
  referer: string | undefined,
  ownHosts: readonly (string | undefined)[],
): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return ownHosts.includes(url.host) ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts the public pages Express answers: a page's first request, one with a query (a campaign's link, a
 * store search), and the data of a client-side navigation, which is a page view as much as the HTML is. A
 * page's data fetched again from the page itself (after a form on it was sent) is the same view.
 */
export function countRenderedPages({
  pages,
  siteOrigin,
  trust,
}: {
  pages: () => ReadonlySet<string>;
  siteOrigin: string;
  trust: TrustProxy | undefined;
}): RequestHandler {
  const siteHost = new URL(siteOrigin).host;
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const isData = req.path.endsWith(DATA_SUFFIX);
    const path = isData ? pageOfData(req.path) : req.path;
    if (
      !pages().has(path) ||
      (isData && refererPath(req.get("referer"), [siteHost, req.get("host")]) === path)
    )
      return next();
    res.once("finish", () => {
      const lng = req.query[LANGUAGE_QUERY_PARAM];
      const language = languageOf({
        query: typeof lng === "string" ? lng : undefined,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
      });
      countAnsweredPage(req, res.statusCode, { path, language }, trust);
    });
    next();
  };
}
