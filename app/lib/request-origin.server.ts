/**
 * Where a request was sent from, as the browser tells it. Browsers send `Sec-Fetch-Site` and `Origin` with
 * every state-changing request and a page cannot forge either, so together they tell our own pages' forms
 * and scripts apart from another site's.
 */

/** Reads one request header, from a web `Request` or an Express request alike. */
export type HeaderReader = (name: string) => string | null | undefined;

/** True when the browser says the request came from a page that is not ours. */
export function isCrossSite(header: HeaderReader, ownOrigins: readonly string[]): boolean {
  const fetchSite = header("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin") return true;
  const origin = header("Origin");
  return origin !== null && origin !== undefined && !ownOrigins.includes(origin);
}

/**
 * True only when the browser vouches that the request came from one of our pages. Staff endpoints ask for
 * this; a client that sends neither header (a script, an old browser) is not taken on trust there.
 */
export function isProvenSameOrigin(header: HeaderReader, ownOrigins: readonly string[]): boolean {
  if (isCrossSite(header, ownOrigins)) return false;
  return header("Sec-Fetch-Site") === "same-origin" || ownOrigins.includes(header("Origin") ?? "");
}

/** The origins a request may come from: the one it was sent to, and the configured public one. */
export function ownOrigins(request: Request, publicSiteOrigin: string): string[] {
  return [new URL(request.url).origin, publicSiteOrigin];
}
