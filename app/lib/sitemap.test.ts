import { describe, expect, it } from "vitest";
import { HOSTILE_NAME, parsedXml } from "./hostile-text.test-support";
import { sitemapXml } from "./sitemap";

describe("the sitemap", () => {
  it("stays well-formed XML whatever a page's address holds, each address as given", () => {
    const path = `/brands/${HOSTILE_NAME}`;
    const sitemap = parsedXml(sitemapXml("https://www.example.com", ["/", path]));
    const locations = [...sitemap.getElementsByTagName("loc")].map((loc) => loc.textContent);
    const expected = new URL(path, "https://www.example.com");
    expected.searchParams.set("lng", "fr");
    expect(locations).toContain(expected.href);
    const links = [...sitemap.getElementsByTagName("xhtml:link")].map((link) => link.getAttribute("href"));
    expect(links).toContain(expected.href);
  });
});
