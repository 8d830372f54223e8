import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";

/**
 * What the server does with the request line's target before any route sees it (RFC 9112 §3.2), what a
 * page rendered for its request says about caching, and who learns more than up or down from `/healthz`.
 */

const HEALTH_TOKEN = "a-monitor's-token-of-at-least-32-characters";
/** An address outside the deployment, as nginx (trusted, on loopback) forwards a visitor's. */
const VISITOR = { "X-Forwarded-For": "203.0.113.77" };
const QUERY = "email=target.probe%40probe.example";

let site: SiteServer;
let asset = "";

beforeAll(async () => {
  site = await startSiteServer({ HEALTH_TOKEN });
  const assets = readdirSync(path.resolve(import.meta.dirname, "../../build/client/assets"));
  asset = assets.find((name) => name.endsWith(".js")) ?? "";
  expect(asset).not.toBe("");
});

afterAll(async () => {
  await site?.stop();
});

describe("request targets", () => {
  it("in absolute form are answered as their origin form, whatever the Host header says", async () => {
    for (const pathName of [
      "/healthz",
      `/assets/${asset}`,
      "/about",
      "/no-such-page",
      "/share/not-a-share-link",
    ]) {
      const origin = await rawRequest(site.origin, { path: `${pathName}?${QUERY}` });
      const absolute = await rawRequest(site.origin, {
        path: `${site.origin}${pathName}?${QUERY}`,
        headers: { Host: "elsewhere.example" },
      });
      expect(absolute.status, pathName).toBe(origin.status);
      expect(absolute.status, pathName).toBeLessThan(500);
    }
    const home = await rawRequest(site.origin, { path: site.origin.replace("http", "HTTP") });
    expect(home.status).toBe(200);
  });

  it("that are no path get 400, and the log holds neither their query nor a stack trace", async () => {
    for (const target of ["*", `http://probe@127.0.0.1/about?${QUERY}`, `http:///about?${QUERY}`]) {
      for (const method of ["GET", "OPTIONS"]) {
        const answer = await rawRequest(site.origin, { method, path: target });
        expect(answer.status, `${method} ${target}`).toBe(400);
        expect(answer.body).toBe("Bad request: the request target is not a path on this site.\n");
      }
    }
    // Authority form is for CONNECT only: Node's own parser refuses it before the site sees it.
    expect((await rawRequest(site.origin, { path: "example.com:443" })).status).toBe(400);
    const log = site.output();
    expect(log).not.toContain("target.probe");
    expect(log).not.toContain(QUERY);
    expect(log).not.toMatch(/^\s+at /m);
    expect(log).not.toContain('"level":50');
  });

  it("have one spelling: others are sent to it, or are not found", async () => {
    const spellings: [string, string][] = [
      ["/About", "/about"],
      ["/about/", "/about"],
      ["//about", "/about"],
      ["/ab%6fut", "/about"],
      ["/./brands/../about", "/about"],
      ["/BRANDS/Aquatalia", "/brands/aquatalia"],
      ["/%73hare/not-a-share-link", "/share/not-a-share-link"],
      ["/./share/not-a-share-link/zip", "/share/not-a-share-link/zip"],
      ["/\\evil.example/", "/%5Cevil.example"],
    ];
    for (const [spelt, canonical] of spellings) {
      const answer = await rawRequest(site.origin, { path: `${spelt}?utm_source=x` });
      expect(answer.status, spelt).toBe(301);
      expect(answer.headers.location, spelt).toBe(`${canonical}?utm_source=x`);
    }
    // Case is kept where it may matter (tokens, item numbers): such a path is simply not found.
    for (const spelt of [
      "/SHARE/not-a-share-link",
      "/Share/not-a-share-link/zip",
      "/Tools/login",
      "/HEALTHZ",
    ]) {
      expect((await rawRequest(site.origin, { path: spelt })).status, spelt).toBe(404);
    }
    // A form is never posted to a misspelt path.
    const post = await rawRequest(site.origin, {
      method: "POST",
      path: "/Contact",
      headers: { Origin: site.origin },
    });
    expect(post.status).toBe(404);
  });
});

describe("a public page rendered for its request", () => {
  it("says how it may be cached as the cached pages do: a 404, a campaign's query, a brand not found", async () => {
    for (const pathName of ["/no-such-page", "/about?utm_source=newsletter", "/brands/no-such-brand"]) {
      const answer = await rawRequest(site.origin, {
        path: pathName,
        headers: { "Accept-Language": "fr-CA" },
      });
      expect(answer.headers["cache-control"], pathName).toBe("private, no-cache");
      expect(answer.headers.vary, pathName).toBe("Accept-Encoding, Cookie, Accept-Language");
      expect(answer.headers["content-language"], pathName).toBe("fr");
    }
    const cached = await rawRequest(site.origin, { path: "/about", headers: { "Accept-Language": "fr-CA" } });
    expect(cached.headers["cache-control"]).toBe("private, no-cache");
    expect(cached.headers.vary).toBe("Accept-Encoding, Cookie, Accept-Language");

    const named = await rawRequest(site.origin, { path: "/no-such-page?lng=fr" });
    expect(named.status).toBe(404);
    expect(named.headers["cache-control"]).toBe("public, no-cache");
    expect(named.headers.vary).toBe("Accept-Encoding");
    expect(named.headers["content-language"]).toBe("fr");
  });
});

describe("/healthz", () => {
  const health = async (headers: Record<string, string>) => {
    const answer = await rawRequest(site.origin, { path: "/healthz", headers });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    return JSON.parse(answer.body) as Record<string, unknown>;
  };

  it("tells a visitor the status alone", async () => {
    expect(await health(VISITOR)).toEqual({ status: "ok" });
    expect(
      await health({ ...VISITOR, Authorization: "Bearer not-the-token-but-just-as-long-as-it" }),
    ).toEqual({
      status: "ok",
    });
  });

  it("gives the mail backlog to the deployment's own proxies and to a monitor with the token", async () => {
    const backlog = {
      status: "ok",
      database: "reachable",
      outbox: { waiting: 0, oldestWaitingSeconds: null, failed: 0 },
    };
    expect(await health({})).toEqual(backlog);
    expect(await health({ ...VISITOR, Authorization: `Bearer ${HEALTH_TOKEN}` })).toEqual(backlog);
  });
});
