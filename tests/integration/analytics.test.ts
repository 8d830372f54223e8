import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDay } from "../../app/lib/company-time.ts";
import { PUBLIC_PAGES } from "../../app/lib/public-pages.ts";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server.ts";
import { eventually, smtpSink } from "../support/smtp-sink.ts";
import { signIn } from "../support/staff-client.ts";

/**
 * Site analytics without tracking (issue 37), on one server and whichever engine the run uses: what is
 * counted and what is not, campaigns and referrers, the day's salt forgotten, counts written on a graceful
 * stop, days rolled into months and old months deleted. The database is read with the server stopped (the
 * embedded one is the server's alone while it runs).
 */

const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36";
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/604.1";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const DAY_MS = 86_400_000;

const BRAND_PAGE = PUBLIC_PAGES.find((page) => page.startsWith("/brands/")) ?? "/brands";

describe("site analytics", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-analytics-"));
  let site: SiteServer;
  let sink: ReturnType<typeof smtpSink>;
  /**
   * A server on the same data, once it has started its upkeep: the site answers before that, and the first write
   * (which closes finished days and rolls old ones up) happens as counting starts.
   */
  const start = async () => {
    site = await startSiteServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ...(site?.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
    await eventually(() => site.output().includes("started: database open"), "the server's start");
  };
  const query = (statement: string, params: (string | number)[] = []) =>
    runOnSiteDatabase(site, statement, params);
  /** One visit from an address and a browser; the body is read to its end. */
  const visit = async (
    address: string,
    {
      from,
      agent = DESKTOP,
      headers = {},
      method = "GET",
    }: {
      from: string;
      agent?: string | null;
      headers?: Record<string, string>;
      method?: string;
    },
  ) => {
    const response = await fetch(`${site.origin}${address}`, {
      method,
      headers: { "X-Forwarded-For": from, ...(agent ? { "User-Agent": agent } : {}), ...headers },
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response;
  };
  /** The page-view rows, counts as numbers (PostgreSQL's bigint reaches a plain client as text). */
  const views = async () =>
    (await query("SELECT * FROM analytics_views ORDER BY path, referrer, source")).map((row) => ({
      ...(row as Record<"period" | "path" | "language" | "referrer" | "device", string>),
      views: Number(row.views),
    }));
  const viewsOf = async (page: string) =>
    (await views()).filter((row) => row.path === page).reduce((sum, row) => sum + row.views, 0);

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    await start();
  });
  afterAll(async () => {
    await site?.stop();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts people's page views by page, language, device, referring site and campaign, and nothing else", async () => {
    const today = companyDay(Date.now());
    // The home page twice from one person (the second answered from the page cache): two views, one visitor.
    const first = await visit("/", { from: "198.51.100.1" });
    expect(first.status).toBe(200);
    await visit("/", { from: "198.51.100.1", headers: { Referer: "https://www.Google.ca/search?q=boots" } });
    // A revalidation of a page this visitor was counted on today is the same view; a new visitor's is not.
    // As a browser revalidates on reload (fetch would add `no-cache` of its own to a conditional request).
    const revalidate = { "If-None-Match": first.headers.get("ETag") ?? "", "Cache-Control": "max-age=0" };
    expect((await visit("/", { from: "198.51.100.1", headers: revalidate })).status).toBe(304);
    expect((await visit("/", { from: "198.51.100.2", headers: revalidate })).status).toBe(304);
    // A trade-show flyer's link, on a phone; the query's other parameters are never kept.
    await visit(
      `${BRAND_PAGE}?utm_source=Trade-Show&utm_medium=Flyer&utm_campaign=Spring%202027&email=x%40y.ca`,
      {
        from: "198.51.100.3",
        agent: PHONE,
      },
    );
    await visit("/about?lng=fr", { from: "198.51.100.4", agent: TABLET });
    // A client-side navigation fetches the page's data: a view of that page. Its data fetched again from the
    // page itself (after a form there was sent) is not.
    await visit("/about.data", { from: "198.51.100.5", headers: { Referer: `${site.publicOrigin}/` } });
    await visit("/_.data", { from: "198.51.100.5", headers: { Referer: `${site.publicOrigin}/about` } });
    await visit("/about.data", { from: "198.51.100.5", headers: { Referer: `${site.publicOrigin}/about` } });

    // None of these is a person reading a page.
    const staff = await signIn(site.origin, "198.51.100.9");
    await visit("/about", { from: "198.51.100.9", headers: { Cookie: staff } });
    await visit("/about", { from: "198.51.100.10", agent: CRAWLER });
    await visit("/about", { from: "198.51.100.11", agent: null });
    await visit("/about", { from: "198.51.100.12", headers: { "Sec-Purpose": "prefetch" } });
    await visit("/about", { from: "198.51.100.13", method: "HEAD" });
    await visit("/about?lng=fr", { from: "198.51.100.13", method: "HEAD" });
    for (const other of [
      "/robots.txt",
      "/sitemap.xml",
      "/no-such-page",
      "/brands/no-such-brand",
      "/tools",
      "/api/contact",
    ])
      await visit(other, { from: "198.51.100.14" });
    await site.stop();

    const rows = await views();
    expect(rows.every((row) => row.period === today)).toBe(true);
    expect(await viewsOf("/")).toBe(4);
    expect(await viewsOf("/about")).toBe(2);
    expect(new Set(rows.map((row) => row.path))).toEqual(new Set(["/", BRAND_PAGE, "/about"]));
    expect(rows).toContainEqual(
      expect.objectContaining({ path: "/", referrer: "google.ca", device: "desktop", language: "en" }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        path: BRAND_PAGE,
        source: "trade-show",
        medium: "flyer",
        campaign: "spring 2027",
        device: "phone",
        referrer: "",
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ path: "/about", language: "fr", device: "tablet" }),
    );
    // Moving between our own pages is no referral.
    expect(rows.filter((row) => row.path === "/about" && row.language === "en")).toEqual([
      expect.objectContaining({ referrer: "", views: 1 }),
    ]);
    const [day] = await query("SELECT views FROM analytics_days WHERE day = $1", [today]);
    expect(Number(day?.views)).toBe(7);
    // Five people: two on the home page, one each on the brand page, the French page and through navigation.
    const visitors = await query("SELECT visitor FROM analytics_visitors WHERE day = $1", [today]);
    expect(visitors).toHaveLength(5);

    // Nothing stored names an address or a browser.
    for (const table of [
      "analytics_views",
      "analytics_visitors",
      "analytics_days",
      "analytics_goals",
      "analytics_salts",
    ]) {
      const text = JSON.stringify(await query(`SELECT * FROM ${table}`));
      expect(text).not.toMatch(/198\.51\.100|Mozilla|Googlebot/);
    }
    await start();
  });

  it("forgets a day's salt and its visitors' hashes once the day is over, so a visitor is new the next day", async () => {
    await site.stop();
    const today = companyDay(Date.now());
    const yesterday = companyDay(Date.now() - DAY_MS);
    const [salt] = await query("SELECT salt FROM analytics_salts WHERE day = $1", [today]);
    const hashes = (await query("SELECT visitor FROM analytics_visitors")).map((row) => row.visitor);
    expect(salt?.salt).toEqual(expect.any(String));
    // As if today were over: its rows become yesterday's.
    await query("UPDATE analytics_salts SET day = $1", [yesterday]);
    await query("UPDATE analytics_visitors SET day = $1", [yesterday]);
    await query("UPDATE analytics_days SET day = $1", [yesterday]);
    await start();
    // The same person as before, on the new day.
    await visit("/", { from: "198.51.100.1" });
    await site.stop();

    expect(await query("SELECT * FROM analytics_salts WHERE day = $1", [yesterday])).toEqual([]);
    expect(await query("SELECT * FROM analytics_visitors WHERE day = $1", [yesterday])).toEqual([]);
    const [closed] = await query("SELECT views, visitors FROM analytics_days WHERE day = $1", [yesterday]);
    expect({ views: Number(closed?.views), visitors: Number(closed?.visitors) }).toEqual({
      views: 7,
      visitors: 5,
    });
    const [newSalt] = await query("SELECT salt FROM analytics_salts WHERE day = $1", [today]);
    expect(newSalt?.salt).toEqual(expect.any(String));
    expect(newSalt?.salt).not.toBe(salt?.salt);
    const [newHash] = await query("SELECT visitor FROM analytics_visitors WHERE day = $1", [today]);
    expect(hashes).not.toContain(newHash?.visitor);
    await start();
  });

  it("rolls days older than 30 into their months and deletes what is older than the retention", async () => {
    await site.stop();
    const now = Date.now();
    const old = [companyDay(now - 40 * DAY_MS), companyDay(now - 41 * DAY_MS)];
    const expired = companyDay(now - 800 * DAY_MS);
    for (const day of [...old, expired]) {
      await query(
        "INSERT INTO analytics_views (period, path, language, referrer, source, medium, campaign, device, views) VALUES ($1, '/about', 'en', 'old.example', '', '', '', 'desktop', 3)",
        [day],
      );
      await query(
        "INSERT INTO analytics_goals (period, goal, brand, page, count) VALUES ($1, 'websiteVisit', 'x', '/brands/x', 2)",
        [day],
      );
      await query("INSERT INTO analytics_days (day, views, visitors) VALUES ($1, 3, 1)", [day]);
    }
    await start();
    await site.stop();

    const rolled = await query(
      "SELECT period, views FROM analytics_views WHERE referrer = 'old.example' ORDER BY period",
    );
    const months = [...new Set(old.map((day) => day.slice(0, 7)))];
    expect(rolled.map((row) => row.period)).toEqual(months);
    expect(rolled.reduce((sum, row) => sum + Number(row.views), 0)).toBe(6);
    const goals = await query("SELECT period, count FROM analytics_goals WHERE brand = 'x' ORDER BY period");
    expect(goals.map((row) => row.period)).toEqual(months);
    expect(goals.reduce((sum, row) => sum + Number(row.count), 0)).toBe(4);
    // The days' own totals stay (the chart's), within the retention.
    expect(
      (await query("SELECT day FROM analytics_days WHERE day IN ($1, $2, $3)", [...old, expired]))
        .map((row) => row.day)
        .sort(),
    ).toEqual([...old].sort());
    await start();
  });
  it("counts each goal where it is reached: a message, an application, a confirmed sign-up, a shared download, a click to a brand's site", async () => {
    const person = { "User-Agent": DESKTOP, "X-Forwarded-For": "198.51.100.40" };
    const form = { ...person, "Content-Type": "application/x-www-form-urlencoded" };
    // A brand page's "visit their website" goes through our own address, then on to the brand's site.
    let brand = "";
    let website = "";
    for (const page of PUBLIC_PAGES.filter((address) => address.startsWith("/brands/"))) {
      const click = await visit(`/go/${page.slice("/brands/".length)}`, { from: "198.51.100.40" });
      if (click.status === 302) {
        brand = page.slice("/brands/".length);
        website = click.headers.get("Location") ?? "";
        break;
      }
      expect(click.status).toBe(404);
    }
    expect(website).toMatch(/^https:\/\//);
    // The same visitor clicking again, even with another user agent, is the same goal today.
    for (const agent of [DESKTOP, PHONE, TABLET])
      expect((await visit(`/go/${brand}`, { from: "198.51.100.40", agent })).status).toBe(302);
    // The brand page's button is that address, and it is no longer than the website's own (no byte added).
    const brandPage = await (await fetch(`${site.origin}/brands/${brand}`)).text();
    expect(brandPage).toContain(`href="/go/${brand}"`);
    expect(`/go/${brand}`.length).toBeLessThanOrEqual(website.length);
    // A crawler following the same link is sent on, and not counted.
    expect((await visit(`/go/${brand}`, { from: "198.51.100.41", agent: CRAWLER })).status).toBe(302);
    expect((await visit("/go/no-such-brand", { from: "198.51.100.41" })).status).toBe(404);

    const message = await fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { ...person, "Content-Type": "application/json" },
      body: JSON.stringify({
        ...SAMPLE_MESSAGE,
        brand,
        page: `/brands/${brand}`,
        captcha: await solvedCaptcha(site.origin),
      }),
    });
    expect(message.status).toBe(200);

    const application = new URLSearchParams({
      legalName: "Chaussures Tremblay inc.",
      operatingName: "Tremblay Chaussures",
      contactName: "Claire Tremblay",
      email: "claire@chaussures-tremblay.example",
      phone: "+1 514 555 0142",
      street: "1234 rue Saint-Denis",
      city: "Montréal",
      province: "QC",
      postalCode: "H2X 3K2",
      gstHst: "123456789RT0001",
      qst: "1234567890TQ0001",
      storeType: "independent",
      website: "chaussures-tremblay.example",
      doors: "3",
      message: "Nous aimerions offrir vos marques.",
      brands: brand,
      captcha: await solvedCaptcha(site.origin),
    });
    const applied = await fetch(`${site.origin}/retailers/apply`, {
      method: "POST",
      headers: form,
      body: application,
    });
    expect(applied.status).toBe(200);

    const signUp = new URLSearchParams({
      email: "buyer@example.com",
      consent: "yes",
      captcha: await solvedCaptcha(site.origin),
    });
    expect((await fetch(`${site.origin}/b2b`, { method: "POST", headers: form, body: signUp })).status).toBe(
      200,
    );
    const mailToBuyer = () => sink.received.find((received) => received.to.includes("buyer@example.com"));
    await eventually(() => mailToBuyer() !== undefined, "the confirmation mail");
    const confirm = /https?:\/\/[^\s/]+(\/b2b\/notify\/confirm\/[\w.-]+)/.exec(
      mailToBuyer()?.text() ?? "",
    )?.[1];
    expect(
      (await fetch(`${site.origin}${confirm}`, { method: "POST", headers: form, body: "" })).status,
    ).toBe(200);

    // A retailer downloads the photos a staff member shared.
    const staff = await signIn(site.origin, "198.51.100.42");
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: staff, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({
        mode: "photos",
        preset: "walmart",
        items: [{ item: EDGE_CASE_ITEMS.gapOfThree, photos: [`${EDGE_CASE_ITEMS.gapOfThree}_01.jpg`] }],
      }),
    });
    expect(prepared.status).toBe(201);
    const shared = await fetch(`${site.origin}/tools/photo-downloader/shares`, {
      method: "POST",
      headers: { Cookie: staff, Origin: site.origin },
      body: new URLSearchParams({ intent: "create", download: (await prepared.json()).download.id }),
    });
    const token = /\/share\/([A-Za-z0-9_-]{32})/.exec(await shared.text())?.[1];
    const zip = await visit(`/share/${token}/zip`, { from: "198.51.100.43" });
    expect(zip.status).toBe(200);
    // Downloaded again by the same retailer on another device: still one goal today.
    expect((await visit(`/share/${token}/zip`, { from: "198.51.100.43", agent: PHONE })).status).toBe(200);

    // And a line sheet shared with them.
    const made = await fetch(`${site.origin}/tools/photo-downloader/line-sheets`, {
      method: "POST",
      headers: { Cookie: staff },
      body: new URLSearchParams({ items: EDGE_CASE_ITEMS.gapOfThree, language: "fr", manager: "Jane" }),
    });
    const lineSheet = /\/api\/photos\/line-sheets\/([A-Za-z0-9_-]{24})/.exec(await made.text())?.[1];
    const sharedSheet = await fetch(`${site.origin}/tools/photo-downloader/shares`, {
      method: "POST",
      headers: { Cookie: staff, Origin: site.origin },
      body: new URLSearchParams({ intent: "createLineSheet", lineSheet: lineSheet ?? "" }),
    });
    const sheetToken = /\/share\/([A-Za-z0-9_-]{32})/.exec(await sharedSheet.text())?.[1];
    const pdf = await visit(`/share/${sheetToken}/line-sheet.pdf`, { from: "198.51.100.44" });
    expect(pdf.status).toBe(200);
    expect((await visit(`/share/${sheetToken}/line-sheet.pdf`, { from: "198.51.100.44" })).status).toBe(200);
    await site.stop();

    const goals = (
      await query("SELECT goal, brand, page, count FROM analytics_goals WHERE brand <> 'x' ORDER BY goal")
    ).map((row) => ({
      ...row,
      count: Number(row.count),
    }));
    expect(goals).toEqual([
      { goal: "contactMessage", brand, page: `/brands/${brand}`, count: 1 },
      { goal: "lineSheetDownload", brand: "", page: "/share", count: 1 },
      { goal: "notifyConfirmed", brand: "", page: "/b2b", count: 1 },
      { goal: "retailApplication", brand: "", page: "/retailers/apply", count: 1 },
      { goal: "shareDownload", brand: "", page: "/share", count: 1 },
      { goal: "websiteVisit", brand, page: `/brands/${brand}`, count: 1 },
    ]);
    await start();
  });
  it("takes a visitor to be their network: another user agent, or another address in one IPv6 network, is no new visitor", async () => {
    await site.stop();
    const today = companyDay(Date.now());
    const visitorsToday = async () =>
      (await query("SELECT visitor FROM analytics_visitors WHERE day = $1", [today])).length;
    const before = await visitorsToday();
    await start();
    for (const agent of [DESKTOP, PHONE, TABLET, `${DESKTOP} Edg/142.0`])
      await visit("/services", { from: "198.51.100.60", agent });
    for (const from of ["2001:db8:60:1::1", "2001:db8:60:1:a:b:c:d", "2001:db8:60:1::9"])
      await visit("/services", { from, agent: PHONE });
    // Another network is another visitor.
    await visit("/services", { from: "198.51.100.61" });
    await site.stop();
    expect((await visitorsToday()) - before).toBe(3);
    await start();
  });

  it("shows the owner the period's figures, each table as CSV, in English and French; nobody signed out sees them", async () => {
    const cookie = await signIn(site.origin, "198.51.100.50");
    const read = async (address: string, headers: Record<string, string> = { Cookie: cookie }) => {
      const response = await fetch(`${site.origin}${address}`, { headers, redirect: "manual" });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const dashboard = await read("/tools/analytics?period=7d");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain("<h1");
    expect(dashboard.text).toContain("Brand website visited");
    expect(dashboard.text).toContain("Last 7 days");
    // The chart is drawn on the server, and its figures are a table behind it.
    expect(dashboard.text).toMatch(/<svg[^>]*role="img"/);
    expect(dashboard.text).toContain("The figures as a table");
    const french = await read("/tools/analytics?period=30d&lng=fr");
    expect(french.text).toContain("Site Web d’une marque visité");
    expect(french.text).toContain("30 derniers jours");
    const invalid = await read("/tools/analytics?period=custom&from=2026-02-30&to=2026-01-01");
    expect(invalid.status).toBe(200);
    expect(invalid.text).toContain("That period could not be shown");

    const csv = await read("/api/analytics/export?period=7d&table=pages");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="analytics-pages_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(/^Page,Page views \(.+\),Period before,Goals$/);
    expect(rows).toContain(`/brands/${BRAND_PAGE.slice("/brands/".length)},1,0,2`);
    const goals = await read("/api/analytics/export?period=7d&table=goals");
    expect(goals.text).toContain("Brand website visited,1,0,");
    // The chart's figures too, day by day: today's page views and visitors are in.
    const days = await read("/api/analytics/export?period=7d&table=days");
    const lines = days.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Day,Page views,Visitors");
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(new RegExp(`^${companyDay(Date.now())},[1-9]\\d*,[1-9]\\d*$`));
    expect((await read("/api/analytics/export?period=7d&table=visitors")).status).toBe(400);

    expect((await read("/api/analytics/export?table=pages", {})).status).toBe(401);
    const signedOut = await read("/tools/analytics", {});
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/tools\/login/);
  });
});
