import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { CLIENT_DIR, firstLoadScripts } from "../support/first-load-scripts";
import { type SiteServer, startSiteServer } from "../support/site-server";

/** Issue budget: all JavaScript a public page loads first, compressed as served (Brotli). */
const FIRST_LOAD_JS_BUDGET_BYTES = 125 * 1024;

/** Lighthouse's phone: 412 CSS pixels wide at a device pixel ratio of 1.75. */
const PHONE_WIDTH_PX = Math.ceil(412 * 1.75);
const HERO_IMAGE_BUDGET_BYTES = 60 * 1024;
/** Pages that open with text, not a picture (the legal pages among them); every other opens with an image. */
const TEXT_FIRST_PAGES = ["/brands", "/b2b", "/contact", "/privacy", "/accessibility", "/terms"];
const PAGES_WITH_HERO_IMAGE = PUBLIC_PAGES.filter((page) => !TEXT_FIRST_PAGES.includes(page));

/** The image a phone picks from a preload's `imagesrcset`: the narrowest at least as wide as its screen. */
function phoneCandidate(srcset: string): string {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = "", width = "0w"]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find(({ width }) => width >= PHONE_WIDTH_PX) ?? candidates.at(-1))?.url ?? "";
}

describe("page weight", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site?.stop());

  it.each(PAGES_WITH_HERO_IMAGE)(
    "%s preloads its first-screen image as AVIF at high priority, at most 60 kB at phone width",
    async (page) => {
      const html = await (await fetch(`${site.origin}${page}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      // React also preloads small eager images (a brand's logo) on its own, at normal priority.
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
        .map(([link]) => link)
        .filter((link) => link.includes('fetchPriority="high"'));
      expect(preloads).toHaveLength(1);
      const [preload = ""] = preloads;
      expect(preload).toContain('type="image/avif"');
      const image = phoneCandidate(/imageSrcSet="([^"]+)"/.exec(preload)?.[1] ?? "");
      expect(image).toMatch(/\.avif$/);
      expect(html).toContain(`${image} `);
      expect(readFileSync(path.join(CLIENT_DIR, image)).length).toBeLessThanOrEqual(HERO_IMAGE_BUDGET_BYTES);
    },
  );

  it.each(PUBLIC_PAGES)(
    "%s loads at most 125 kB of compressed JavaScript, none of it staff tools",
    async (page) => {
      const html = await (await fetch(`${site.origin}${page}`)).text();
      const scripts = firstLoadScripts(html);
      expect(scripts.some((script) => script.includes("entry.client"))).toBe(true);
      const code = scripts.map((script) => readFileSync(path.join(CLIENT_DIR, script)));
      const compressed = code.reduce((sum, file) => sum + brotliCompressSync(file).length, 0);
      expect(compressed).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
      expect(scripts.filter((script) => /photo|tools/i.test(script))).toEqual([]);
      expect(
        code.filter((file) => file.includes("photo_links_") || file.includes("product_photos_item_numbers")),
      ).toEqual([]);
    },
  );
});
