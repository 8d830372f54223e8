import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { type SiteServer, startSiteServer } from "../support/site-server";

const ORIGIN = "https://www.trafalgarbrands.example";

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe("search engine metadata", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer({ PUBLIC_SITE_ORIGIN: ORIGIN });
  });
  afterAll(() => site?.stop());

  const titles = new Map<string, string>();

  it.each(PUBLIC_PAGES.flatMap((page) => [[page, "en"] as const, [page, "fr"] as const]))(
    "%s (%s) has its own title and description, canonical, hreflang alternates and social cards",
    async (page, language) => {
      const html = await (await fetch(`${site.origin}${page}?lng=${language}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const title = attribute(head, /<title>([^<]+)<\/title>/);
      expect(title).toBeTruthy();
      expect(titles.has(`${language}:${title}`), `duplicate title ${title}`).toBe(false);
      titles.set(`${language}:${title}`, page);
      expect(attribute(head, /<meta name="description" content="([^"]{50,})"/)).toBeTruthy();
      expect(attribute(head, /<link rel="canonical" href="([^"]+)"/)).toBe(
        `${ORIGIN}${page}?lng=${language}`,
      );
      expect(head).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}${page}?lng=en"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="fr" href="${ORIGIN}${page}?lng=fr"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${page}?lng=en"/>`);
      expect(attribute(head, /<meta property="og:locale" content="([^"]+)"/)).toBe(
        language === "en" ? "en_CA" : "fr_CA",
      );
      expect(attribute(head, /<meta property="og:image" content="([^"]+)"/)).toMatch(
        new RegExp(`^${ORIGIN}/`),
      );
      expect(attribute(head, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      expect(head).not.toContain('name="robots"');
    },
  );

  // Lighthouse's canonical audit, on every address a page answers at: one absolute canonical, and when the
  // address itself is a hreflang location the canonical must be that address, not another language's.
  const addresses = PUBLIC_PAGES.flatMap((page) => [
    { page, query: "", cookie: undefined, language: "en" },
    { page, query: "", cookie: "i18next=fr", language: "fr" },
    { page, query: "?lng=en", cookie: "i18next=fr", language: "en" },
    { page, query: "?lng=fr", cookie: undefined, language: "fr" },
  ]);
  it.each(addresses)(
    "$page$query (cookie $cookie) has a canonical search engines accept and reciprocal hreflang pairs",
    async ({ page, query, cookie, language }) => {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const html = await (await fetch(`${site.origin}${page}${query}`, { headers })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const canonicals = [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1]);
      expect(canonicals).toEqual([`${ORIGIN}${page}?lng=${language}`]);
      const hreflang = new Map(
        [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      expect([...hreflang.keys()].sort()).toEqual(["en", "fr", "x-default"]);
      const locations = new Set(hreflang.values());
      expect(locations.has(canonicals[0] ?? ""), "the canonical is this language's hreflang location").toBe(
        true,
      );
      const served = `${ORIGIN}${page}${query}`;
      if (locations.has(served)) expect(canonicals[0]).toBe(served);
      // Each language's copy names the same set, so every pair points back.
      const other = language === "en" ? "fr" : "en";
      const otherHtml = await (await fetch(`${site.origin}${page}?lng=${other}`)).text();
      for (const [hrefLang, href] of hreflang) {
        expect(otherHtml).toContain(`<link rel="alternate" hrefLang="${hrefLang}" href="${href}"/>`);
      }
    },
  );

  it("lists in the sitemap exactly the addresses the pages name as canonical and alternates", async () => {
    const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(PUBLIC_PAGES.length * 2);
    for (const page of PUBLIC_PAGES) {
      expect(locations).toContain(`${ORIGIN}${page}?lng=en`);
      expect(locations).toContain(`${ORIGIN}${page}?lng=fr`);
    }
    expect(xml).not.toMatch(/hreflang="x-default" href="[^"?]+"/);
  });

  it("describes the company as structured data on the home page", async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    const json = attribute(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
    const organization = JSON.parse(json ?? "{}");
    expect(organization["@type"]).toBe("Organization");
    expect(organization.name).toBe("Trafalgar Brands");
    expect(organization.foundingDate).toBe("1972");
    expect(organization.address.addressLocality).toBe("Oakville");
    expect(organization.logo).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(organization.contactPoint).toBeTruthy();
  });

  it.each(["/tools/login", "/no-such-page"])("keeps %s out of search results", async (page) => {
    const response = await fetch(`${site.origin}${page}`);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex');
  });
});
