import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { PRODUCT_COLUMNS } from "~/features/erp/feeds/columns";
import { productRow, upcOf } from "~/features/erp/feeds/products-feed.test-support";
import { startSiteServer } from "../support/site-server.ts";
import { withSiteAndMailSink } from "../support/site-with-mail.ts";
import { eventually } from "../support/smtp-sink.ts";
import { getPage, inviteMember, signInAs } from "../support/staff-accounts.ts";
import { signIn } from "../support/staff-client.ts";

// The staff feeds page and the dashboard's stock warning, on both engines (issue 50 §2).

const it = withSiteAndMailSink();
let clients = 0;
const nextClient = () => `203.0.113.${10 + ++clients}`;

/** Drops a feed file into the site's inbox as the ERP would, already settled, and waits for it to be taken. */
async function dropInInbox(dataDir: string, name: string, lines: string[]) {
  const inbox = path.join(dataDir, "erp", "inbox");
  mkdirSync(inbox, { recursive: true });
  const file = path.join(inbox, name);
  writeFileSync(file, lines.join("\r\n"));
  const aMinuteAgo = new Date(Date.now() - 60_000);
  utimesSync(file, aMinuteAgo, aMinuteAgo);
  await eventually(() => !existsSync(file), `${name} to be taken`);
}

/** A page's text without its tags, spaces collapsed: what a person reads. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

it("lists each kind's last file, downloads its refused rows in the reader's language, and warns of stale stock", async ({
  site,
}) => {
  const owner = await signIn(site.origin, nextClient());
  // No catalogue yet: nothing to warn of.
  expect(readable((await getPage(site.origin, "/tools", owner)).text)).not.toContain("Stock is out of date");

  await dropInInbox(site.dataDir, "products-2026-11-29.csv", [
    PRODUCT_COLUMNS.join(","),
    productRow(),
    productRow({ size: "7.5", upc: upcOf(1) }),
    productRow({ size: "99", upc: upcOf(2) }),
  ]);
  const page = readable((await getPage(site.origin, "/tools/feeds", owner)).text);
  expect(page).toMatch(
    /Products products-2026-11-29\.csv .* Inbox folder Applied 2 1 Download the refused row/,
  );
  for (const kind of ["Prices", "Stock", "Customers"]) expect(page).toContain(`${kind} No file yet`);
  const html = (await getPage(site.origin, "/tools/feeds", owner)).text;
  const download = /href="(\/api\/feeds\/\d+\/refused-rows)"/.exec(html)?.[1] ?? "";
  expect(download).not.toBe("");

  const csv = await fetch(`${site.origin}${download}`, { headers: { Cookie: owner } });
  expect(csv.status).toBe(200);
  expect(csv.headers.get("Content-Disposition")).toBe(
    'attachment; filename="products-2026-11-29_refused-rows.csv"',
  );
  const rows = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
  expect(rows[0]).toBe(`Line,Why it was refused,${PRODUCT_COLUMNS.join(",")}`);
  expect(rows[1]).toBe(
    `4,The size is not in the style’s size scale.,${productRow({ size: "99", upc: upcOf(2) })}`,
  );
  const french = await fetch(`${site.origin}${download}?lng=fr`, { headers: { Cookie: owner } });
  const frenchRows = (await french.text()).replace(/^\uFEFF/, "").split("\r\n");
  expect(frenchRows[0]).toMatch(/^Ligne,Motif du refus,style_number,/);
  expect(frenchRows[1]).toMatch(/^4,La taille n’est pas dans la grille de tailles du style\.,/);
  expect(
    (await fetch(`${site.origin}/api/feeds/99999/refused-rows`, { headers: { Cookie: owner } })).status,
  ).toBe(404);

  // A catalogue without stock: the dashboard says so, and where to look.
  const warned = readable((await getPage(site.origin, "/tools", owner)).text);
  expect(warned).toContain("Stock is out of date No stock file has been applied yet");
  await dropInInbox(site.dataDir, "stock-2026-11-29.csv", ["upc,ats", `${upcOf(1)},4`]);
  expect(readable((await getPage(site.origin, "/tools", owner)).text)).not.toContain("Stock is out of date");
  expect(readable((await getPage(site.origin, "/tools/feeds", owner)).text)).toMatch(
    /Stock stock-2026-11-29\.csv .* Applied 1 0/,
  );
});

it("is the owner's and sales': marketing is refused the page and the download", async ({ site, sink }) => {
  const owner = await signIn(site.origin, nextClient());
  const members = {
    sales: await inviteMember(site.origin, owner, sink.received, {
      name: "Sam Sales",
      email: "sam@trafalgar.test",
      role: "sales",
    }),
    marketing: await inviteMember(site.origin, owner, sink.received, {
      name: "Mia Marketing",
      email: "mia@trafalgar.test",
      role: "marketing",
    }),
  };
  // A file with a refused row of its own, for the download.
  await dropInInbox(site.dataDir, "prices-2026-11-30.csv", [
    "list,list_kind,item,price",
    "BASE,base,NO-SUCH,1.00",
  ]);
  const sales = await signInAs(site.origin, members.sales, nextClient());
  const marketing = await signInAs(site.origin, members.marketing, nextClient());
  expect((await getPage(site.origin, "/tools/feeds", sales)).status).toBe(200);
  expect((await getPage(site.origin, "/tools/feeds", marketing)).status, "the page").toBe(403);
  const html = (await getPage(site.origin, "/tools/feeds", sales)).text;
  const download = /href="(\/api\/feeds\/\d+\/refused-rows)"/.exec(html)?.[1] ?? "";
  expect((await getPage(site.origin, download, sales)).status).toBe(200);
  expect((await getPage(site.origin, download, marketing)).status, "the download").toBe(403);
  // The dashboard offers the page to sales, not to marketing.
  expect((await getPage(site.origin, "/tools", sales)).text).toContain('href="/tools/feeds"');
  expect((await getPage(site.origin, "/tools", marketing)).text).not.toContain('href="/tools/feeds"');
});

it("on the sample photo catalogue, a new site takes the sample ERP's four files, refusing no row", async () => {
  const sample = await startSiteServer({ ERP_SAMPLE_FEEDS: "true" });
  try {
    const owner = await signIn(sample.origin, nextClient());
    let page = "";
    for (let attempt = 0; attempt < 100 && !page.includes("sample-customers.csv"); attempt++) {
      page = readable((await getPage(sample.origin, "/tools/feeds", owner)).text);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const [kind, file] of [
      ["Products", "sample-products.csv"],
      ["Stock", "sample-stock.csv"],
      ["Prices", "sample-prices.csv"],
      ["Customers", "sample-customers.csv"],
    ])
      expect(page).toMatch(new RegExp(`${kind} ${file} .* Inbox folder Applied \\d+ 0 `));
    expect(readable((await getPage(sample.origin, "/tools", owner)).text)).not.toContain(
      "Stock is out of date",
    );
  } finally {
    await sample.stop();
  }
});
