import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable, startPostgres } from "../support/postgres-server.ts";
import { type SiteServer, startSiteServer, TEST_TOOLS_PASSWORD } from "../support/site-server.ts";
import { dashboardStatus, postPassword, signIn } from "../support/staff-client.ts";

const SESSION_SECRET = "shared-secret-of-both-processes-32-characters";

// Two server processes behind one load balancer, sharing one PostgreSQL: limits and sessions hold across both.
describe.skipIf(!postgresAvailable)(
  "tools sign-in on two processes sharing PostgreSQL",
  { timeout: 90_000 },
  () => {
    let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
    let first: SiteServer;
    let second: SiteServer;

    beforeAll(async () => {
      postgres = await startPostgres();
      const env = { DATABASE_URL: postgres.url, SESSION_SECRET };
      [first, second] = await Promise.all([startSiteServer(env), startSiteServer(env)]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      postgres?.stop();
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
  },
);
