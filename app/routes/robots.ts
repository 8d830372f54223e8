import { config } from "~/lib/config.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /tools",
    "Disallow: /api/",
    "",
    `Sitemap: ${config().publicSiteOrigin}/sitemap.xml`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
