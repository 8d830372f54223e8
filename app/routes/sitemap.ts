import { listedPublicPages } from "~/features/brands/index.server";
import { config } from "~/lib/config.server";
import { LANGUAGES } from "~/lib/languages";
import { hreflangAlternates, languageUrl } from "~/lib/seo";

function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** Each page in each language, each entry naming its alternates (the same scheme as the pages' hreflang). */
export async function loader() {
  const origin = config().publicSiteOrigin;
  const entries = (await listedPublicPages()).flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = hreflangAlternates(origin, path).map(
        ({ hrefLang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
      );
      return `<url><loc>${escapeXml(languageUrl(origin, path, language))}</loc>${alternates.join("")}</url>`;
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
