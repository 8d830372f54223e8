import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startedModule, startedPreloads } from "~/lib/first-paint.server";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { type SiteServer, startSiteServer } from "../support/site-server";

/**
 * `app/lib/first-paint.server.ts` rewrites React Router's document as it streams: it finds the module
 * preloads and the hydration module by their markup and moves them into a script run at the first paint
 * (decision 174). If React Router changes that markup, the rewrite finds nothing and the page quietly
 * loads its scripts before the first paint again; these checks, on pages the built server renders, fail
 * instead, naming what is no longer found.
 */
const CHANGED =
  "React Router's document markup changed: the first-paint rewrite (app/lib/first-paint.server.ts)";

let site: SiteServer;
beforeAll(async () => {
  site = await startSiteServer();
});
afterAll(() => site.stop());

// Public pages come from the page cache; the sign-in page is rendered for each request.
describe.each([...PUBLIC_PAGES, "/tools/login"])("the document of %s", (page) => {
  let html: string;
  beforeAll(async () => {
    html = await (await fetch(`${site.origin}${page}`)).text();
  });

  it("starts its scripts at the first paint, not with the document", () => {
    expect(html, `${CHANGED} left a module preload in the head`).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html, `${CHANGED} left the hydration module in the document`).not.toMatch(
      /<script[^>]*type="module"[^>]*>/,
    );
    expect(startedModule(html), `${CHANGED} did not add the hydration module to its starter`).toMatch(
      /entry\.client/,
    );
    expect(startedPreloads(html).length, `${CHANGED} found no module preloads`).toBeGreaterThan(1);
  });

  it("keeps React Router's context script, which the hydration module reads", () => {
    expect(html).toContain("window.__reactRouterContext");
  });
});
