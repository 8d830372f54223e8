import { xmlAttribute, xmlText } from "./escape";
import { LANGUAGES } from "./languages";
import { hreflangAlternates, languageUrl } from "./seo";

/** Each page in each language, each entry naming its alternates (the same scheme as the pages' hreflang). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = hreflangAlternates(origin, path).map(
        ({ hrefLang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${xmlAttribute(hrefLang)}" href="${xmlAttribute(href)}"/>`,
      );
      return `<url><loc>${xmlText(languageUrl(origin, path, language))}</loc>${alternates.join("")}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}
