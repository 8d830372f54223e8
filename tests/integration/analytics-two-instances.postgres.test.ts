import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDay } from "../../app/lib/company-time.ts";
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const PEOPLE = 20;

/**
 * Two instances behind one load balancer count into the same PostgreSQL tables (issue 37): every request
 * counted once, each person once a day whichever instance answered them, and the counts in the tables within
 * a few seconds while both run.
 */
describe("analytics on two instances sharing PostgreSQL", { timeout: 90_000 }, () => {
  let postgres: PostgresServer | undefined;
  let first: SiteServer;
  let second: SiteServer;

  beforeAll(async () => {
    postgres = await startPostgres();
    const env = { DATABASE_URL: postgres.url };
    [first, second] = await Promise.all([startSiteServer(env), startSiteServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await postgres?.stop();
  });

  const query = async (statement: string, params: string[] = []) => {
    const client = new pg.Client(postgres?.url);
    await client.connect();
    try {
      return (await client.query(statement, params)).rows;
    } finally {
      await client.end();
    }
  };

  it("counts every page view once and every person once, whichever instance answered", async () => {
    const today = companyDay(Date.now());
    // Each person reads the home page on one instance, then the about page on the other.
    for (let person = 1; person <= PEOPLE; person++) {
      const headers = { "User-Agent": DESKTOP, "X-Forwarded-For": `203.0.113.${person}` };
      for (const [site, page] of [
        [first, "/"],
        [second, "/about"],
      ] as const) {
        const response = await fetch(`${site.origin}${page}`, { headers });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    // Written by each instance within its few seconds, while both run.
    const deadline = Date.now() + 20_000;
    let day: { views: string } | undefined;
    while (Date.now() < deadline) {
      [day] = await query("SELECT views FROM analytics_days WHERE day = $1", [today]);
      if (Number(day?.views) >= 2 * PEOPLE) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(Number(day?.views)).toBe(2 * PEOPLE);
    const visitors = await query("SELECT count(*) AS visitors FROM analytics_visitors WHERE day = $1", [
      today,
    ]);
    expect(Number(visitors[0]?.visitors)).toBe(PEOPLE);
    const pages = await query(
      "SELECT path, sum(views) AS views FROM analytics_views WHERE period = $1 GROUP BY path ORDER BY path",
      [today],
    );
    expect(pages.map((row) => [row.path, Number(row.views)])).toEqual([
      ["/", PEOPLE],
      ["/about", PEOPLE],
    ]);
    // Both instances keep the day's one salt.
    expect(await query("SELECT day FROM analytics_salts")).toEqual([{ day: today }]);
  });
});
