import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { CLIENT_DIR, firstLoadScripts } from "../support/first-load-scripts";
import { observatoryScore } from "../support/observatory";
import { type SiteServer, startSiteServer, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { postPassword } from "../support/staff-client";

const HTTPS_SETTINGS = { PUBLIC_SITE_ORIGIN: "https://www.trafalgarbrands.example" };
const PAGES = [
  "/",
  "/b2b",
  "/brands",
  "/brands/aquatalia",
  "/contact",
  "/tools/login",
  "/tools/password-reset",
  "/no-such-page",
];

describe.each<[string, Record<string, string>]>([
  ["ALTCHA", HTTPS_SETTINGS],
  [
    "reCAPTCHA",
    { ...HTTPS_SETTINGS, RECAPTCHA_SITE_KEY: "test-site-key", RECAPTCHA_SECRET_KEY: "test-secret-key" },
  ],
])("security headers with %s as the bot check", (_name, env) => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer(env);
  });
  afterAll(() => site?.stop());

  it.each(PAGES)("%s scores A+ (at least 110) under the Observatory's rules", async (path) => {
    const response = await fetch(`${site.origin}${path}`);
    const { score, findings } = observatoryScore(response.headers, await response.text());
    expect(findings.filter((finding) => finding.modifier < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(110);
  });

  it("scores the staff session cookie as secure, HttpOnly and SameSite (A+ with the cookie bonus)", async () => {
    const response = await postPassword(site.origin, TEST_TOOLS_PASSWORD, "2001:db8::5ec");
    expect(response.status).toBe(302);
    const { score, findings } = observatoryScore(response.headers, "");
    expect(findings.find((finding) => finding.test === "cookies")?.result).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    );
    expect(score).toBeGreaterThanOrEqual(115);
  });

  it("sends one CSP with a fresh nonce per response rendered for its request, no 'unsafe-inline' for scripts", async () => {
    const [first, second] = await Promise.all([
      fetch(`${site.origin}/tools/login`),
      fetch(`${site.origin}/tools/login`),
    ]);
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain(",");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(policy).toMatch(/script-src [^;]*'strict-dynamic'/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    const html = await first.text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (!tag.includes('type="application/ld+json"')) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("gives a cached public page the same policy with its scripts' hashes in place of a nonce", async () => {
    const [cached, rendered] = await Promise.all([
      fetch(`${site.origin}/b2b`),
      fetch(`${site.origin}/tools/login`),
    ]);
    const policy = cached.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    const others = (header: string) => header.replace(/script-src [^;]*;/, "");
    expect(others(policy)).toBe(others(rendered.headers.get("content-security-policy") ?? ""));
  });

  it("sends HSTS, nosniff and a strict referrer policy over HTTPS", async () => {
    const response = await fetch(`${site.origin}/b2b`);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("allows the bot check's origins only when reCAPTCHA is configured", async () => {
    const policy = (await fetch(`${site.origin}/contact`)).headers.get("content-security-policy") ?? "";
    if (env.RECAPTCHA_SITE_KEY) expect(policy).toContain("https://www.google.com/recaptcha/");
    else expect(policy).not.toContain("google");
  });
});

describe("hashed assets and compression", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site?.stop());

  it("serves hashed assets for a year, immutable, in the copy compressed at build time", async () => {
    const html = await (await fetch(`${site.origin}/b2b`)).text();
    const scripts = firstLoadScripts(html);
    const script = scripts.find((path) => path.includes("entry.client")) ?? "";
    const plain = readFileSync(path.join(CLIENT_DIR, script));
    for (const [accepted, encoding, copy] of [
      ["gzip, deflate, br, zstd", "br", ".br"],
      ["gzip", "gzip", ".gz"],
    ] as const) {
      const response = await fetch(`${site.origin}${script}`, { headers: { "Accept-Encoding": accepted } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(Number(response.headers.get("content-length"))).toBe(
        readFileSync(path.join(CLIENT_DIR, `${script}${copy}`)).length,
      );
      expect(Buffer.from(await response.arrayBuffer())).toEqual(plain);
    }
    const identity = await fetch(`${site.origin}${script}`, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await identity.arrayBuffer())).toEqual(plain);
  });

  it("has robots.txt keeping crawlers out of the tools and pointing to the sitemap", async () => {
    const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /tools");
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  it("lists every public page in both languages in the sitemap, never the tools", async () => {
    const response = await fetch(`${site.origin}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length * 2);
    expect(xml).toContain("/brands/joybees?lng=fr</loc>");
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain("/tools");
  });

  it("serves a favicon", async () => {
    const response = await fetch(`${site.origin}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});
