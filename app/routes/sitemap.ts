import { listedPublicPages } from "~/features/brands/index.server";
import { config } from "~/lib/config.server";
import { sitemapXml } from "~/lib/sitemap";

/** Every listed public page in each language, with its alternates. */
export async function loader() {
  return new Response(sitemapXml(config().publicSiteOrigin, await listedPublicPages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
