import { config } from "~/lib/config.server";
import { LANGUAGE_QUERY_PARAM, LANGUAGES } from "~/lib/languages";
import { PUBLIC_PAGES } from "~/lib/public-pages";

function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** Each page in each language, each entry naming its alternates (the same scheme as the pages' hreflang). */
export function loader() {
  const origin = config().publicSiteOrigin;
  const url = (path: string, language?: string) => {
    const address = new URL(path, origin);
    if (language) address.searchParams.set(LANGUAGE_QUERY_PARAM, language);
    return escapeXml(address.href);
  };
  const entries = PUBLIC_PAGES.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate}" href="${url(path, alternate)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
      ];
      return `<url><loc>${url(path, language)}</loc>${alternates.join("")}</url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
