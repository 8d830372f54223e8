import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  type Language,
  toLanguage,
} from "./languages";
import { decodePercent } from "./percent-decoding";

/**
 * The cookie's value; a value that does not decode counts as absent, so detection moves on. Read in place,
 * without splitting the header: every page answer asks (decision 173).
 */
function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (let start = 0; start < header.length; ) {
    const end = header.indexOf(";", start);
    const stop = end < 0 ? header.length : end;
    const equals = header.indexOf("=", start);
    if (equals > 0 && equals < stop && header.slice(start, equals).trim() === name)
      return decodePercent(header.slice(equals + 1, stop).trim());
    start = stop + 1;
  }
  return undefined;
}

/** Languages of an Accept-Language header, best first (q-values honoured, q=0 dropped). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** What the server's detection reads from a request: the `?lng=` value, the Cookie and Accept-Language headers. */
export interface LanguageSources {
  query: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/**
 * The server's half of the detection order: `?lng=`, the `i18next` cookie, then Accept-Language.
 * The browser's remaining sources (storage) are written together with the cookie, so both sides agree.
 */
export function languageOf({ query, cookie, acceptLanguage }: LanguageSources): Language {
  const fromQuery = toLanguage(query);
  if (fromQuery) return fromQuery;
  const fromCookie = toLanguage(cookieValue(cookie ?? null, LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const tag of acceptedLanguages(acceptLanguage ?? null)) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

export function detectLanguage(request: Request): Language {
  return languageOf({
    query: new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAM),
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The `Set-Cookie` value that remembers a language the address names (`?lng=fr`), as the browser's own
 * detection does once its scripts run, so the language links work without them; undefined when the
 * address names none or the cookie says so already.
 */
export function languageCookieFor({
  query,
  cookie,
}: Omit<LanguageSources, "acceptLanguage">): string | undefined {
  const language = toLanguage(query);
  if (!language || toLanguage(cookieValue(cookie ?? null, LANGUAGE_COOKIE)) === language) return undefined;
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
