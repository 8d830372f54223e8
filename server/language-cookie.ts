import type { RequestHandler } from "express";
import { languageCookieFor } from "~/lib/language.server";
import { LANGUAGE_QUERY_PARAM } from "~/lib/languages";

/**
 * A page asked for in a language (`?lng=`, the language links' address) remembers it in the language
 * cookie, so the next pages follow without scripts. Ahead of the page cache: its pages are answered there.
 */
export const rememberLanguage: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") {
    const cookie = languageCookieFor({
      query: new URL(req.originalUrl, "http://site").searchParams.get(LANGUAGE_QUERY_PARAM),
      cookie: req.get("Cookie"),
    });
    if (cookie) res.append("Set-Cookie", cookie);
  }
  next();
};
