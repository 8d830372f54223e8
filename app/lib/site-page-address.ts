import { decodePercent } from "./percent-decoding";

/**
 * Whether a path stays on its site does not depend on the site: once the path starts with `/`, its own text
 * decides, and http and https read it alike. So one made-up origin answers for all.
 */
const ANY_SITE_ORIGIN = "https://site.invalid";

/**
 * The full address of the page at `path` on the site at `siteOrigin`; undefined when there is no path or it
 * leads off the site. Only resolving it tells: URL readers (ours, mail readers', spreadsheets') take `\` for
 * `/` and skip tabs and line breaks, so `/\evil.example/phish` or `/\t/evil.example` names another host.
 * The path is resolved decoded too, since a reader or a server that decodes `%5C` or `%2F` first would
 * otherwise be led off the site by `/%5Cevil.example`.
 */
export function sitePageAddress(path: string | undefined, siteOrigin: string): string | undefined {
  // A path, never a whole address: `https:x` resolves on an https site and leaves an http one.
  if (!path?.startsWith("/")) return undefined;
  const { origin } = new URL(siteOrigin);
  const decoded = decodePercent(path);
  if (decoded === undefined || URL.parse(decoded, origin)?.origin !== origin) return undefined;
  const address = URL.parse(path, origin);
  return address?.origin === origin ? address.href : undefined;
}

/** Whether `path` names a page of whichever site it is resolved on: what a form may say it was sent from. */
export const isSitePagePath = (path: string) => sitePageAddress(path, ANY_SITE_ORIGIN) !== undefined;
