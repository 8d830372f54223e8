import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { nuErrors } from "../support/nu-checker";
import { type SiteServer, startSiteServer, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { signIn } from "../support/staff-client";

/** Signed-in pages, read with a staff session. */
const STAFF_PAGES = [
  "/tools",
  "/tools/photo-downloader",
  "/tools/photo-downloader/history",
  "/tools/photo-downloader/shares",
  "/tools/photo-downloader/line-sheets",
  "/tools/photo-downloader?run=1",
  "/tools/messages",
  "/tools/messages/1",
  "/tools/where-to-buy",
  "/tools/analytics",
  "/tools/analytics?period=12m",
  "/tools/feeds",
  "/tools/customers",
];
/** The store finder's answers: stores found (each a schema.org Store), and a postal code that does not exist. */
const SEARCH_PAGES = ["/where-to-buy?near=L6J+7W5&brand=born", "/where-to-buy?near=L0Z+1A1"];

/** The Nu Html Checker over every rendered page, in both languages, in one run of the checker. */
describe("HTML validity", () => {
  let site: SiteServer;
  let staffCookie: string;
  /** A share link's public page, made from the export below. */
  let sharePage: string;
  beforeAll(async () => {
    // With the sample ERP's files, so the feeds page has rows.
    site = await startSiteServer({ ERP_SAMPLE_FEEDS: "true" });
    staffCookie = await signIn(site.origin, "198.51.100.90");
    // One stored message, for the Messages tool's list and detail pages.
    const captcha = await solvedCaptcha(site.origin);
    await postContact(site.origin, { ...SAMPLE_MESSAGE, brand: "dockers", captcha }, "198.51.100.91");
    // One export, for the Photo Downloader's history and its "Run again" form.
    const { bridgedGaps } = EDGE_CASE_ITEMS;
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: staffCookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({
        mode: "photos",
        preset: "amazon",
        items: [{ item: bridgedGaps, photos: [`${bridgedGaps}_01.jpg`] }],
      }),
    });
    expect(prepared.status).toBe(201);
    const shared = await fetch(`${site.origin}/tools/photo-downloader/shares`, {
      method: "POST",
      headers: { Cookie: staffCookie, Origin: site.origin },
      body: new URLSearchParams({
        intent: "create",
        download: (await prepared.json()).download.id,
        note: "Hi",
      }),
    });
    sharePage = /\/share\/[A-Za-z0-9_-]{32}/.exec(await shared.text())?.[0] ?? "";
    expect(sharePage).not.toBe("");
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("finds no errors on any public page, 404 page or tools page, in English and French", async () => {
    expect(await nuErrors(await renderedPages())).toEqual([]);
  }, 180_000);

  it("keeps the staff password out of every page", async () => {
    const pages = await renderedPages();
    expect(pages.size).toBe(2 * (PUBLIC_PAGES.length + SEARCH_PAGES.length + 3 + STAFF_PAGES.length));
    for (const [name, html] of pages) expect(html, name).not.toContain(TEST_TOOLS_PASSWORD);
  });

  /** Every page the checks read, in both languages, by its path and language. */
  async function renderedPages(): Promise<Map<string, string>> {
    const pages = new Map<string, string>();
    for (const page of [
      ...PUBLIC_PAGES,
      ...SEARCH_PAGES,
      sharePage,
      "/no-such-page",
      "/tools/login",
      ...STAFF_PAGES,
    ]) {
      const headers = STAFF_PAGES.includes(page) ? { Cookie: staffCookie } : undefined;
      for (const language of ["en", "fr"]) {
        const separator = page.includes("?") ? "&" : "?";
        const response = await fetch(`${site.origin}${page}${separator}lng=${language}`, { headers });
        expect(response.status, page).toBe(page === "/no-such-page" ? 404 : 200);
        pages.set(`${page}.${language}`, await response.text());
      }
    }
    return pages;
  }
});
