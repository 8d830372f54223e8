import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Where staff tools and APIs live: not part of the public site. */
const PRIVATE = /^\/(tools|api|backend)(\/|$)/;
/** A brand's website, through our counted redirect: it must send the visitor on, not be crawled (it leaves the site). */
const ONWARD = /^\/go\//;

interface Found {
  links: string[];
  images: string[];
}

/** Every same-site link (with its #fragment) and every image URL a page references, srcset candidates included. */
function collect(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .map((anchor) => new URL(anchor.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.hash);
    const fromSrcset = (srcset: string) =>
      srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
    const images = [
      ...[...document.querySelectorAll("img[src]")].map((image) => image.getAttribute("src") ?? ""),
      ...[...document.querySelectorAll("img[srcset], source[srcset]")].flatMap((element) =>
        fromSrcset(element.getAttribute("srcset") ?? ""),
      ),
      ...[...document.querySelectorAll<HTMLMetaElement>('meta[property="og:image"]')].map(
        (meta) => meta.content,
      ),
    ]
      .filter(Boolean)
      .map((src) => new URL(src, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname);
    return { links, images };
  });
}

for (const language of ["en", "fr"] as const) {
  test(`every public page links only to pages and images that exist (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await context.addCookies([
      { name: "i18next", value: language, url: String(test.info().project.use.baseURL) },
    ]);
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
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      if (response?.status() !== 200) {
        problems.push(`${path} answered ${response?.status()}`);
        continue;
      }
      if ((await page.locator("html").getAttribute("lang")) !== language)
        problems.push(`${path} is not in ${language}`);
      ids.set(
        path,
        new Set(await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id))),
      );
      const found = await collect(page);
      for (const image of found.images) images.add(image);
      for (const link of found.links) {
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
      const response = await page.request.get(link, { maxRedirects: 0 });
      if (response.status() !== 302 || !response.headers().location?.startsWith("https://"))
        problems.push(`${link}: ${response.status()} ${response.headers().location}`);
    }
    for (const image of images) {
      const response = await page.request.get(image);
      const type = response.headers()["content-type"] ?? "";
      if (response.status() !== 200 || !type.startsWith("image/"))
        problems.push(`image ${image}: ${response.status()} ${type}`);
    }
    expect(problems).toEqual([]);
    // Home, about, services, distribution, brands, 22 brand pages, B2B and contact at the least.
    expect(visited.size).toBeGreaterThanOrEqual(29);
  });
}
