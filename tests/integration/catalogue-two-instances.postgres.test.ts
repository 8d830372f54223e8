import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_COLUMNS } from "~/features/erp/feeds/columns";
import { productRow, upcOf } from "~/features/erp/feeds/products-feed.test-support";
import { FEED_SETTINGS, postFeed } from "../../bench/erp/feeds.ts";
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";

/**
 * A products feed taken by one instance reaches the other's pages (issue 50 §2): the brand page the other
 * keeps in its page cache shows the new style without a restart (each instance looks each second for a
 * newer feed and empties its cache), and its catalogue images know the new colourway at once.
 */
describe("the catalogue on two instances sharing PostgreSQL", { timeout: 90_000 }, () => {
  let postgres: PostgresServer | undefined;
  let first: SiteServer;
  let second: SiteServer;

  beforeAll(async () => {
    postgres = await startPostgres();
    // Production, so the brand pages are rendered once and kept by each instance's page cache.
    const env = { DATABASE_URL: postgres.url, NODE_ENV: "production", ...FEED_SETTINGS };
    [first, second] = await Promise.all([startSiteServer(env), startSiteServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await postgres?.stop();
  });

  const brandPage = async (site: SiteServer) => (await fetch(`${site.origin}/brands/aquatalia`)).text();

  it("shows a style another instance took on the brand page it had cached, without a restart", async () => {
    await postFeed(first.origin, "products", [PRODUCT_COLUMNS.join(","), productRow()].join("\r\n"));
    let page = "";
    for (let attempt = 0; attempt < 50 && !page.includes("Ines Boot"); attempt++) {
      page = await brandPage(second);
      if (!page.includes("Ines Boot")) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toContain("Ines Boot");
    // Kept: the same page again from the cache.
    expect(await brandPage(second)).toContain("Ines Boot");
    expect((await fetch(`${second.origin}/images/catalogue/22592-700/card.webp`)).status).toBe(404);

    await postFeed(
      first.origin,
      "products",
      [
        PRODUCT_COLUMNS.join(","),
        productRow({
          season: "SS27",
          name_en: "Lina Sandal",
          name_fr: "Sandale Lina",
          style_number: "22593",
          colour_code: "700",
          upc: upcOf(5),
        }),
      ].join("\r\n"),
    );
    // The other instance's index knows the new colourway on its next request.
    expect((await fetch(`${second.origin}/images/catalogue/22593-700/card.webp`)).status).toBe(200);
    page = "";
    for (let attempt = 0; attempt < 50 && !page.includes("Lina Sandal"); attempt++) {
      page = await brandPage(second);
      if (!page.includes("Lina Sandal")) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toContain("Lina Sandal");
  });
});
