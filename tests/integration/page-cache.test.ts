import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { buildIsCurrent } from "../../scripts/build-freshness";
import { rawRequest } from "../support/raw-http";
import { type SiteServer, startSiteServer } from "../support/site-server";

/** A browser that React Router streams to, and a crawler, which gets the complete document at once. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
/** A per-request render's nonces, the only bytes that may differ from the cached render of the same page. */
const withoutNonces = (html: string) =>
  html.replaceAll(/ nonce="[^"]*"/g, "").replaceAll(/\b[ls]\.nonce="[^"]*";/g, "");

describe("page cache", () => {
  let site: SiteServer;
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${site.origin}${url}`, { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" });

  beforeAll(async () => {
    // V8's heap held small, so garbage is collected rather than kept: what stays is what the server holds.
    site = await startSiteServer({ NODE_OPTIONS: "--max-semi-space-size=1 --max-old-space-size=160" });
  });
  afterAll(() => site?.stop());

  it.each(
    PUBLIC_PAGES.flatMap((page) => [
      [page, "en"],
      [page, "fr"],
    ]),
  )("serves %s (%s) exactly as a fresh render of the page in that language", async (page, language) => {
    const cached = await get(`${page}?lng=${language}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    // Any other query parameter passes the cache by; a crawler's render is complete, as the cache's is.
    const fresh = await get(`${page}?lng=${language}&fresh`, { "User-Agent": CRAWLER });
    expect(fresh.headers.get("etag")).toBeNull();
    expect(scriptSources(fresh)).toContain("'nonce-");
    const html = await cached.text();
    expect(langOf(html)).toBe(language);
    expect(html).toBe(withoutNonces(await fresh.text()));
  });

  it("chooses the language per request before the lookup: query, then cookie, then Accept-Language", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ Cookie: "i18next=fr" }, "/about", "fr"],
      [{ Cookie: "i18next=en", "Accept-Language": "fr-CA,fr;q=0.9" }, "/about", "en"],
      [{ "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" }, "/about", "fr"],
      [{ "Accept-Language": "de-DE" }, "/about", "en"],
      [{ Cookie: "i18next=fr" }, "/about?lng=en", "en"],
      [{ Cookie: "i18next=en" }, "/brands/aquatalia?lng=fr", "fr"],
    ];
    // All at once and twice over, so concurrent French and English visitors share nothing but the cache.
    const responses = await Promise.all(
      [...cases, ...cases].map(async ([headers, url, language]) => {
        const response = await get(url, headers);
        return { language, html: await response.text(), header: response.headers.get("content-language") };
      }),
    );
    for (const { language, html, header } of responses) {
      expect(langOf(html)).toBe(language);
      expect(header).toBe(language);
    }
  });

  it("says what a negotiated page varies on and keeps it out of shared caches", async () => {
    const negotiated = await get("/brands", { Cookie: "i18next=fr" });
    expect(negotiated.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(negotiated.headers.get("cache-control")).toBe("private, no-cache");
    const fixed = await get("/brands?lng=fr", { Cookie: "i18next=en" });
    expect(fixed.headers.get("vary")).toBe("Accept-Encoding");
    expect(fixed.headers.get("cache-control")).toBe("public, no-cache");
    expect(fixed.headers.get("etag")).toBe(negotiated.headers.get("etag"));
  });

  it("answers 304 to a matching ETag, and never across languages", async () => {
    const en = await get("/?lng=en");
    const fr = await get("/?lng=fr");
    const enTag = en.headers.get("etag") ?? "";
    expect(enTag).not.toBe(fr.headers.get("etag"));
    // As a browser revalidates (fetch would add `Cache-Control: no-cache`, which asks for the whole page).
    const revalidate = (cookie: string) =>
      rawRequest(site.origin, { path: "/", headers: { Cookie: cookie, "If-None-Match": enTag } });
    const again = await revalidate("i18next=en");
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(enTag);
    expect(again.headers.vary).toContain("Cookie");
    expect(again.body).toBe("");
    const switched = await revalidate("i18next=fr");
    expect(switched.status).toBe(200);
    expect(langOf(switched.body)).toBe("fr");
  });

  it("sends the same page as Brotli, gzip or plain bytes, whichever the client takes", async () => {
    const bodies = [];
    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await rawRequest(site.origin, {
        path: "/distribution?lng=fr",
        headers: { "Accept-Encoding": accepted },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      const { bytes } = response;
      expect(Number(response.headers["content-length"])).toBe(bytes.length);
      bodies.push(
        encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes,
      );
    }
    const [br, gzip, plain] = bodies.map((body) => body.toString("utf8"));
    expect(br).toBe(plain);
    expect(gzip).toBe(plain);
    // Lists with weights, wildcards and other spellings, as HTTP reads them.
    for (const [accepted, encoding] of [
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.9", "br"],
      ["*", "br"],
      ["*;q=0, identity", undefined],
      ["GZIP, Deflate", "gzip"],
      ["", undefined],
    ] as const) {
      const response = await rawRequest(site.origin, {
        path: "/distribution?lng=fr",
        headers: { "Accept-Encoding": accepted },
      });
      expect(response.headers["content-encoding"], accepted).toBe(encoding);
    }
    const head = await fetch(`${site.origin}/distribution?lng=fr`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("answers every later request for a page with the security headers of its first", async () => {
    const headersOf = async () => {
      const response = await get("/services?lng=en", { Cookie: "i18next=en" });
      await response.arrayBuffer();
      return Object.fromEntries(
        [...response.headers].filter(([name]) => !["date", "keep-alive", "x-request-id"].includes(name)),
      );
    };
    const first = await headersOf();
    expect(await headersOf()).toEqual(first);
    expect(first["x-powered-by"]).toBeUndefined();
    expect(first["x-content-type-options"]).toBe("nosniff");
    expect(first["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("gives each request its own id and language cookie, never those of the request that filled the cache", async () => {
    const choosing = await get("/terms?lng=fr");
    await choosing.arrayBuffer();
    expect(choosing.headers.get("set-cookie")).toMatch(/^i18next=fr;/);
    const later = [
      await get("/terms?lng=fr", { Cookie: "i18next=fr" }),
      await get("/terms", { "Accept-Language": "fr-CA" }),
      await get("/terms", { Cookie: "i18next=fr" }),
    ];
    for (const response of later) {
      await response.arrayBuffer();
      expect(response.headers.get("content-language")).toBe("fr");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const switching = await get("/terms?lng=fr", { Cookie: "i18next=en" });
    await switching.arrayBuffer();
    expect(switching.headers.get("set-cookie")).toMatch(/^i18next=fr;/);
    const ids = [choosing, ...later, switching].map((response) => response.headers.get("x-request-id"));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows exactly the cached page's inline scripts by hash, with no nonce and no 'unsafe-inline'", async () => {
    const response = await get("/brands/born?lng=fr");
    const sources = scriptSources(response);
    expect(sources).not.toMatch(/'nonce-|'unsafe-inline'|'strict-dynamic'/);
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes?.includes("application/ld+json"),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text = ""] of inline) {
      expect(sources).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
  });

  it.each([
    ["a staff page", "/tools/login"],
    ["an unknown page", "/no-such-page"],
    ["an unknown brand", "/brands/no-such-brand"],
    ["a brand id written differently", "/brands/Prospector-Pro"],
    ["a page with another query", "/about?utm_source=newsletter"],
    ["a page with an unknown language", "/about?lng=de"],
    ["a page's loader data", "/about.data"],
    ["an API", "/api/contact/bot-check"],
  ])("renders %s for each request, never from the cache (%s)", async (_what, url) => {
    const [first, second] = [await get(url), await get(url)];
    expect(first.headers.get("etag")).toBeNull();
    if (first.headers.get("content-type")?.includes("text/html")) {
      const [a, b] = [scriptSources(first), scriptSources(second)];
      expect(a).toContain("'nonce-");
      expect(a).not.toBe(b);
    }
  });

  it("answers a form post with its action, never with a cached page", async () => {
    const response = await fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.origin },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("loads a page's data in the visitor's language when switching in place, uncached", async () => {
    const [fr, en] = await Promise.all([
      get("/about.data", { Cookie: "i18next=fr" }),
      get("/about.data", { Cookie: "i18next=en" }),
    ]);
    const [frData, enData] = [await fr.text(), await en.text()];
    expect(frData).toContain("À propos");
    expect(enData).not.toContain("À propos");
    expect(fr.headers.get("etag")).toBeNull();
  });
});

describe("start", () => {
  it("serves a current build without building it again", async () => {
    expect(buildIsCurrent(ROOT, BUILD_DIR), `${BUILD_DIR}/ must hold a complete build: npm run build`).toBe(
      true,
    );
    // `npm start` is this check, then the server.
    const check = spawnSync(process.execPath, ["scripts/build-if-stale.ts"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(check.status).toBe(0);
    expect(check.stdout).toContain("is current");
    expect(check.stdout).not.toContain("building");
    const site = await startSiteServer();
    try {
      expect((await fetch(`${site.origin}/?lng=fr`)).status).toBe(200);
    } finally {
      await site.stop();
    }
  });
});
