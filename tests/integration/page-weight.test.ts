import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { CLIENT_DIR, firstLoadScripts } from "../support/first-load-scripts";
import { type SiteServer, startSiteServer } from "../support/site-server";

/** Issue budget: all JavaScript a public page loads first, compressed as served (Brotli). */
const FIRST_LOAD_JS_BUDGET_BYTES = 125 * 1024;

describe("page weight", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site?.stop());

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
