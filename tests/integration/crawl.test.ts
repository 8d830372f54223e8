import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "~/lib/languages";
import { type SiteServer, startSiteServer } from "../support/site-server";

/** Where staff tools and APIs live: not part of the public site. */
const PRIVATE = /^\/(tools|api|backend)(\/|$)/;
/** A brand's website, through our counted redirect: it must send the visitor on, not be crawled (it leaves the site). */
const ONWARD = /^\/go\//;

interface Found {
  language: string;
  ids: Set<string>;
  /** Same-site links, as path and #fragment. */
  links: string[];
  /** Same-site image paths, every srcset candidate and the sharing image included. */
  images: string[];
}

/**
 * The public site followed link by link from its home page, in each language, as the server sends it: every
 * page it links to answers in that language, every #fragment names an anchor on its page, every image and
 * every candidate of a srcset is an image, and every way on to a brand's website redirects off the site.
 * The links are the server's: a page's scripts add none (decision 316; the browser crawl before it saw the
 * same pages at `domcontentloaded`).
 */
describe("the public site, crawled", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site?.stop());

  const parser = new new JSDOM().window.DOMParser();

  /** What a page references, its addresses resolved against the page and kept when they are the site's own. */
  function found(html: string, path: string): Found {
    const document = parser.parseFromString(html, "text/html");
    const base = new URL(path, site.origin);
    const own = (value: string) => {
      const url = new URL(value, base);
      return url.origin === site.origin || url.origin === site.publicOrigin ? url : undefined;
    };
    const candidates = (srcset: string) => srcset.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
    const links = [...document.querySelectorAll("a[href]")]
      .map((anchor) => own(anchor.getAttribute("href") ?? ""))
      .filter((url) => url !== undefined)
      .map((url) => url.pathname + url.hash);
    const images = [
      ...[...document.querySelectorAll("img[src]")].map((image) => image.getAttribute("src") ?? ""),
      ...[...document.querySelectorAll("img[srcset], source[srcset]")].flatMap((element) =>
        candidates(element.getAttribute("srcset") ?? ""),
      ),
      ...[...document.querySelectorAll('meta[property="og:image"]')].map(
        (meta) => meta.getAttribute("content") ?? "",
      ),
    ]
      .filter(Boolean)
      .map(own)
      .filter((url) => url !== undefined)
      .map((url) => url.pathname);
    const ids = new Set([...document.querySelectorAll("[id]")].map((element) => element.id));
    return { language: document.documentElement.lang, ids, links, images };
  }

  it.each(["en", "fr"] as const)(
    "links only to pages and images that exist (%s)",
    { timeout: 120_000 },
    async (language) => {
      const headers = { Cookie: `${LANGUAGE_COOKIE}=${language}` };
      const queue = ["/"];
      const visited = new Set<string>();
      const images = new Set<string>();
      const fragments: Array<{ from: string; path: string; id: string }> = [];
      const onward = new Set<string>();
      const ids = new Map<string, Set<string>>();
      const problems: string[] = [];

      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (visited.has(path)) continue;
        visited.add(path);
        const response = await fetch(`${site.origin}${path}`, { headers });
        const html = await response.text();
        if (response.status !== 200) {
          problems.push(`${path} answered ${response.status}`);
          continue;
        }
        const page = found(html, path);
        if (page.language !== language) problems.push(`${path} is not in ${language}`);
        ids.set(path, page.ids);
        for (const image of page.images) images.add(image);
        for (const link of page.links) {
          const [target = "", id] = link.split("#");
          if (id) fragments.push({ from: path, path: target, id });
          if (ONWARD.test(target)) onward.add(target);
          else if (!PRIVATE.test(target) && !visited.has(target)) queue.push(target);
        }
      }

      for (const { from, path, id } of fragments) {
        if (ids.has(path) && !ids.get(path)?.has(id))
          problems.push(`${from} links to ${path}#${id}, which has no such anchor`);
      }
      for (const link of onward) {
        const response = await fetch(`${site.origin}${link}`, { headers, redirect: "manual" });
        const location = response.headers.get("location");
        if (response.status !== 302 || !location?.startsWith("https://"))
          problems.push(`${link}: ${response.status} ${location}`);
      }
      for (const image of images) {
        const response = await fetch(`${site.origin}${image}`, { headers });
        await response.arrayBuffer();
        const type = response.headers.get("content-type") ?? "";
        if (response.status !== 200 || !type.startsWith("image/"))
          problems.push(`image ${image}: ${response.status} ${type}`);
      }
      expect(problems).toEqual([]);
      // Home, about, services, distribution, brands, 22 brand pages, B2B and contact at the least.
      expect(visited.size).toBeGreaterThanOrEqual(29);
    },
  );
});
