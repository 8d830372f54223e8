import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scriptsAtFirstPaint } from "~/lib/first-paint.server";
import { cachedPage, inlineScriptHashes } from "./cached-page";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const MODULE = 'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");';
const RENDERED =
  `<!DOCTYPE html><html lang="fr"><head><script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script src="/assets/x.js"></script></head><body><p>Déjà</p>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${MODULE}</script>` +
  `<script>window.__reactRouterContext = {};</script></body></html>`;
const PAGE = await text(Readable.from([Buffer.from(RENDERED)]).pipe(scriptsAtFirstPaint()));

describe("cached page", () => {
  it("hashes each inline script once, and the hydration module it adds at the first paint, but not data or files", () => {
    const starter = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(PAGE)?.[1] ?? "";
    expect(inlineScriptHashes(PAGE)).toEqual([
      hash("window.__reactRouterContext = {};"),
      hash(starter),
      hash(MODULE),
    ]);
  });

  it("keeps the same bytes plain, in Brotli and in gzip, under an ETag of its content", async () => {
    const page = await cachedPage(PAGE, "fr");
    expect(page.bodyFor("identity").bytes.toString()).toBe(PAGE);
    expect(brotliDecompressSync(page.bodyFor("br").bytes).toString()).toBe(PAGE);
    expect(gunzipSync(page.bodyFor("gzip").bytes).toString()).toBe(PAGE);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect((await cachedPage(PAGE.replace("Déjà", "Already"), "en")).etag).not.toBe(page.etag);
  });
});
