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
      expect(head).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${page}"/>`);
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
