import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE_DIR } from "../../app/lib/config.server.ts";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { freePort, type SiteServer, startSiteServer, TEST_TOOLS_PASSWORD } from "../support/site-server.ts";
import { smtpSink } from "../support/smtp-sink.ts";
import { accountPath, getPage, inviteMember, postForm, signInAs } from "../support/staff-accounts.ts";
import { dashboardStatus, postPassword, signIn, storedSessionKey } from "../support/staff-client.ts";
import { editorFields, postBrand, publicPage } from "../support/studio-client.ts";

const SESSION_SECRET = "shared-secret-of-both-processes-32-characters";
const HOUR = 60 * 60 * 1000;
const CATALOGUE = path.resolve(import.meta.dirname, "../..", SAMPLE_CATALOGUE_DIR);

// Two server processes behind one load balancer, sharing one PostgreSQL: limits, sessions and prepared
// downloads hold across both.
describe("tools on two processes sharing PostgreSQL", { timeout: 90_000 }, () => {
  let postgres: PostgresServer | undefined;
  let first: SiteServer;
  let second: SiteServer;
  let sink: ReturnType<typeof smtpSink>;

  beforeAll(async () => {
    postgres = await startPostgres();
    sink = smtpSink(await freePort());
    await sink.start();
    const env = { DATABASE_URL: postgres.url, SESSION_SECRET, SMTP_URL: sink.url };
    [first, second] = await Promise.all([startSiteServer(env), startSiteServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await postgres?.stop();
    await sink?.stop();
  });

  it("ends an account's sessions on both processes when an owner changes its role or deactivates it", async () => {
    const owner = await signIn(first.origin, "203.0.113.90");
    const member = await inviteMember(first.origin, owner, sink.received, {
      name: "Sam Seller",
      email: "sam@trafalgar.test",
      role: "sales",
    });
    let cookie = await signInAs(second.origin, member, "203.0.113.91");
    expect(await dashboardStatus(first.origin, cookie)).toBe(200);
    const account = await accountPath(second.origin, owner, "Sam Seller");

    const changed = await postForm(first.origin, account, owner, {
      intent: "save",
      name: "Sam Seller",
      role: "marketing",
      language: "en",
    });
    expect(changed.status).toBe(200);
    for (const site of [first, second])
      expect(await dashboardStatus(site.origin, cookie), site.origin).toBe(302);

    cookie = await signInAs(first.origin, member, "203.0.113.91");
    expect((await getPage(second.origin, "/tools/messages", cookie)).status).toBe(403);
    expect((await postForm(second.origin, account, owner, { intent: "deactivate" })).status).toBe(200);
    for (const site of [first, second])
      expect(await dashboardStatus(site.origin, cookie), site.origin).toBe(302);
  });

  it("counts a client's failures on both processes together", async () => {
    const client = "203.0.113.77";
    for (const site of [first, second, first, second, first]) {
      expect((await postPassword(site.origin, "a wrong guess", client)).status).toBe(401);
    }
    expect((await postPassword(second.origin, TEST_TOOLS_PASSWORD, client)).status).toBe(429);
    expect((await postPassword(first.origin, TEST_TOOLS_PASSWORD, client)).status).toBe(429);
    expect(await dashboardStatus(second.origin, await signIn(second.origin, "203.0.113.78"))).toBe(200);
  });

  it("accepts a session on either process and ends it on both at logout", async () => {
    const cookie = await signIn(first.origin, "203.0.113.79");
    expect(await dashboardStatus(second.origin, cookie)).toBe(200);
    const logout = await fetch(`${second.origin}/tools/logout`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(logout.status).toBe(302);
    expect(await dashboardStatus(first.origin, cookie)).toBe(302);
  });

  it("refuses a session 8 hours after sign-in or after 2 idle hours", async () => {
    const [long, idle, fresh] = [
      await signIn(first.origin, "203.0.113.80"),
      await signIn(first.origin, "203.0.113.80"),
      await signIn(first.origin, "203.0.113.80"),
    ];
    // Age two sessions in the shared database, as the clock would have (times are milliseconds, decision 082).
    const db = new pg.Client({ connectionString: postgres?.url });
    await db.connect();
    try {
      const now = Date.now();
      await db.query("UPDATE staff_sessions SET started_at = $2, last_seen_at = $3 WHERE id_hash = $1", [
        storedSessionKey(long),
        now - 8 * HOUR - 60_000,
        now - 60_000,
      ]);
      await db.query("UPDATE staff_sessions SET started_at = $2, last_seen_at = $2 WHERE id_hash = $1", [
        storedSessionKey(idle),
        now - 2 * HOUR - 60_000,
      ]);
    } finally {
      await db.end();
    }
    for (const site of [first, second]) {
      expect(await dashboardStatus(site.origin, long), site.origin).toBe(302);
      expect(await dashboardStatus(site.origin, idle), site.origin).toBe(302);
      expect(await dashboardStatus(site.origin, fresh), site.origin).toBe(200);
    }
  });

  it("streams a photo download from the process that did not prepare it", async () => {
    const cookie = await signIn(first.origin, "203.0.113.81");
    const { bridgedGaps } = EDGE_CASE_ITEMS;
    const photos = [`${bridgedGaps}_01.jpg`, `${bridgedGaps}_07.jpg`];
    const prepared = await fetch(`${first.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: first.origin },
      body: JSON.stringify({ mode: "photos", items: [{ item: bridgedGaps, photos }] }),
    });
    expect(prepared.status).toBe(201);
    const { download } = await prepared.json();
    const url: string = download.url;
    const archive = await fetch(`${second.origin}${url}`, { headers: { Cookie: cookie } });
    expect(archive.status).toBe(200);
    expect(archive.headers.get("Content-Type")).toBe("application/zip");
    const bytes = Buffer.from(await archive.arrayBuffer());
    for (const photo of photos) {
      expect(bytes.includes(readFileSync(path.join(CATALOGUE, bridgedGaps, photo))), photo).toBe(true);
    }
  });

  it("serves a publication on the other process within 2 s, even after its database connections were dropped", async () => {
    const cookie = await signIn(first.origin, "203.0.113.82");
    const page = "/brands/saucony-kids?lng=fr";
    // Both processes have the page cached before the publication.
    for (const site of [first, second]) await publicPage(site.origin, page);
    const live = async (text: string, site: SiteServer) => {
      const started = Date.now();
      for (;;) {
        if ((await publicPage(site.origin, page)).includes(text)) return Date.now() - started;
        if (Date.now() - started > 5000) throw new Error(`${text} not live on ${site.origin} after 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const firstText = "Une description publiée sur le premier processus";
    expect(
      (
        await postBrand(
          first.origin,
          cookie,
          "saucony-kids",
          { "fr.description": firstText },
          { intent: "publish" },
        )
      ).status,
    ).toBe(200);
    expect(await live(firstText, second)).toBeLessThanOrEqual(2000);

    // Every connection of both processes is cut; the next look at the database opens new ones.
    const db = new pg.Client({ connectionString: postgres?.url });
    await db.connect();
    try {
      await db.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()",
      );
    } finally {
      await db.end();
    }
    const secondText = "Une autre description, publiée après la coupure";
    const published = await postBrand(
      second.origin,
      cookie,
      "saucony-kids",
      { "fr.description": secondText },
      { intent: "publish" },
    );
    expect(published.status).toBe(200);
    expect(await live(secondText, first)).toBeLessThanOrEqual(2000);

    // A retirement on one process: the other's cached menus drop the brand and its address answers 410.
    const menus = "/about?lng=fr";
    expect(await publicPage(second.origin, menus)).toContain('href="/brands/saucony-kids"');
    const retired = await postForm(first.origin, "/tools/studio/line-up", cookie, {
      intent: "retire",
      brand: "saucony-kids",
    });
    expect(retired.status).toBe(200);
    const started = Date.now();
    while ((await publicPage(second.origin, menus)).includes('href="/brands/saucony-kids"')) {
      if (Date.now() - started > 5000) throw new Error("the retirement did not reach the second process");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    expect((await fetch(`${second.origin}${page}`)).status).toBe(410);

    // A page's copy and the company's facts, published on one process, are on the other's pages too.
    const copy = editorFields((await getPage(first.origin, "/tools/studio/pages/about", cookie)).text);
    const heading = "Un partenaire publié sur le premier processus";
    const copied = await postForm(first.origin, "/tools/studio/pages/about", cookie, {
      ...copy,
      "fr.about.heading": heading,
      intent: "publish",
    });
    expect(copied.status).toBe(200);
    const facts = editorFields((await getPage(first.origin, "/tools/studio/company", cookie)).text);
    const moved = await postForm(first.origin, "/tools/studio/company", cookie, {
      ...facts,
      phone: "+1-905-555-0123",
      intent: "publish",
    });
    expect(moved.status).toBe(200);
    for (const [path, text] of [
      ["/about?lng=fr", heading],
      ["/contact?lng=fr", "905-555-0123"],
    ] as const) {
      const since = Date.now();
      while (!(await publicPage(second.origin, path)).includes(text)) {
        if (Date.now() - since > 5000) throw new Error(`${text} not on the second process's ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(Date.now() - since).toBeLessThanOrEqual(2000);
    }
  });
});
