import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/features/accounts/password-hash.server";
import { PRICE_COLUMNS, PRODUCT_COLUMNS, STOCK_COLUMNS } from "~/features/erp/feeds/columns";
import { productRow, upcOf } from "~/features/erp/feeds/products-feed.test-support";
import { nuErrors } from "../support/nu-checker";
import { pdfPages } from "../support/pdf-text";
import { runOnSiteDatabase } from "../support/site-database";
import { type SiteServer, startSiteServer } from "../support/site-server";
import { eventually } from "../support/smtp-sink";
import { getPage, postForm } from "../support/staff-accounts";
import { cookieOf } from "../support/staff-client";

/** The buyers' catalogue (issue 50 §5) on both engines: each buyer their own price, live stock, a scanned UPC. */

const PASSWORD = "a buyer's own long password";
const RUN = { M7: upcOf(701), M75: upcOf(702), W7: upcOf(703), DOCKERS: upcOf(704) };
const FAR = "2099-12-15";

/** A page's text without its tags, spaces collapsed: what a person reads. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

/** Drops a feed file into the site's inbox as the ERP would, already settled, and waits for it to be taken. */
async function dropInInbox(dataDir: string, name: string, lines: string[]) {
  const inbox = path.join(dataDir, "erp", "inbox");
  mkdirSync(inbox, { recursive: true });
  const file = path.join(inbox, name);
  writeFileSync(file, lines.join("\r\n"));
  const aMinuteAgo = new Date(Date.now() - 60_000);
  utimesSync(file, aMinuteAgo, aMinuteAgo);
  await eventually(() => !existsSync(file), `${name} to be taken`, 30_000);
}

async function signInBuyer(site: SiteServer, email: string): Promise<string> {
  const response = await postForm(site.origin, "/b2b/sign-in", "", { email, password: PASSWORD });
  expect(response.status).toBe(302);
  return cookieOf(response);
}

describe("the trade catalogue", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-catalogue-"));
  let site: SiteServer;
  let ownPrice = "";
  let basePrice = "";

  beforeAll(async () => {
    // The embedded database is the server's alone while it runs: customers and buyers are written between
    // a first start (which migrates) and the real one.
    const first = await startSiteServer({ DATA_DIR: dataDir });
    await first.stop();
    const database = { dataDir, databaseUrl: first.databaseUrl };
    const now = Date.now();
    const hash = await hashPassword(PASSWORD);
    for (const [number, name, email] of [
      ["C-500", "Bayview Shoes", "buyer@bayview.example"],
      ["C-600", "Other Shoes", "buyer@other.example"],
    ]) {
      await runOnSiteDatabase(
        database,
        `INSERT INTO customers (customer_number, legal_name, terms, document_language, status, updated_at)
         VALUES ($1, $2, 'Net 30', 'en', 'active', $3)`,
        [number ?? "", name ?? "", now],
      );
      await runOnSiteDatabase(
        database,
        `INSERT INTO buyer_accounts (email, name, customer_number, role, language, state, password_hash, created_at, updated_at)
         VALUES ($1, 'A Buyer', $2, 'buyer', 'en', 'active', $3, $4, $4)`,
        [email ?? "", number ?? "", hash, now],
      );
    }
    site = await startSiteServer({
      DATA_DIR: dataDir,
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    });
    const columns = [...PRODUCT_COLUMNS, "prepacks"] as const;
    await dropInInbox(dataDir, "products-1.csv", [
      columns.join(","),
      productRow({ size: "7", width: "M", upc: RUN.M7, prepacks: "P3:1" }, columns),
      productRow({ size: "7.5", width: "M", upc: RUN.M75, prepacks: "P3:2" }, columns),
      productRow({ size: "7", width: "W", upc: RUN.W7 }, columns),
      productRow(
        {
          style_number: "40001",
          brand: "dockers",
          gender: "men",
          size_scale: "mens",
          name_en: "Harbour Oxford",
          name_fr: "Richelieu Havre",
          category: "Dress",
          colour_code: "200",
          colour_name_en: "Tan",
          colour_name_fr: "Fauve",
          size: "9",
          width: "D",
          upc: RUN.DOCKERS,
        },
        columns,
      ),
    ]);
    await dropInInbox(dataDir, "prices-1.csv", [
      [...PRICE_COLUMNS, "applies_to"].join(","),
      "BASE,base,22592-600,200.00,",
      "BASE,base,40001-200,80.00,",
      "C500,customer,22592-600,150.00,C-500",
    ]);
    await dropInInbox(dataDir, "stock-1.csv", [
      [...STOCK_COLUMNS, "incoming_quantity", "incoming_date"].join(","),
      `${RUN.M7},10,,`,
      `${RUN.M75},3,,`,
      `${RUN.W7},0,24,${FAR}`,
      `${RUN.DOCKERS},0,,`,
    ]);
    ownPrice = "$150.00";
    basePrice = "$200.00";
  });

  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows each customer's buyer their own price beside MSRP, privately, and no price to anyone signed out", async () => {
    const bayview = await signInBuyer(site, "buyer@bayview.example");
    const response = await fetch(`${site.origin}/b2b/catalogue`, { headers: { Cookie: bayview } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const page = readable(await response.text());
    expect(page).toContain("2 styles");
    expect(page).toContain("Ines Boot");
    expect(page).toContain(ownPrice);
    expect(page).not.toContain(basePrice);
    expect(page).toContain("MSRP $395.00");
    expect(page).toContain("13 available");

    const other = await signInBuyer(site, "buyer@other.example");
    const theirs = readable((await getPage(site.origin, "/b2b/catalogue", other)).text);
    expect(theirs).toContain(basePrice);
    expect(theirs).not.toContain(ownPrice);

    for (const path of ["/b2b/catalogue", "/b2b/catalogue/22592", "/b2b/catalogue?q=036000291452"]) {
      const signedOut = await fetch(`${site.origin}${path}`, { redirect: "manual" });
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("Location")).toBe("/b2b/sign-in");
      expect(await signedOut.text()).not.toMatch(/\$\d/);
    }
  });

  it("searches in both languages, without accents, filters with counts, and pages", async () => {
    const bayview = await signInBuyer(site, "buyer@bayview.example");
    const search = async (query: string) =>
      readable((await getPage(site.origin, `/b2b/catalogue${query}`, bayview)).text);
    expect(await search("?q=richelieu")).toContain("1 style");
    expect(await search("?q=fauve")).toContain("Harbour Oxford");
    expect(await search("?q=zzz")).toContain("No style matches these filters.");
    const men = await search("?gender=men");
    expect(men).toContain("Harbour Oxford");
    expect(men).not.toContain("Ines Boot");
    expect(men).toContain("Women (1)");
    const french = await search("?lng=fr");
    expect(french).toContain("Botte Ines");
    expect(french).toContain("150,00 $");
    expect(french).toContain("Automne-hiver 2026");
  });

  it("finds a scanned UPC's SKU and reads its style's grid: available, low, incoming, sold out", async () => {
    const bayview = await signInBuyer(site, "buyer@bayview.example");
    const scan = await getPage(site.origin, `/b2b/catalogue?q=${RUN.W7}`, bayview);
    expect(scan.status).toBe(302);
    expect(scan.location).toMatch(
      /^\/b2b\/catalogue\/22592\?item=22592-600&sku=\d{14}&code=\d+#item-22592-600$/,
    );
    const style = readable((await getPage(site.origin, scan.location ?? "", bayview)).text);
    expect(style).toContain(`Barcode ${RUN.W7}: size 7 W of this colourway.`);
    expect(style).toMatch(/M 10 In stock 3 Low/);
    expect(style).toMatch(/W 0 Sold out, 24 on Dec 15, 2099/);
    expect(style).toContain("Your price $150.00");
    expect(style).toContain("Prepacks P3: 3 units, M 7–7.5: 1-2");
    const dockers = readable((await getPage(site.origin, "/b2b/catalogue/40001", bayview)).text);
    expect(dockers).toContain("0 Sold out");
    expect((await getPage(site.origin, "/b2b/catalogue/99999", bayview)).status).toBe(404);
    const unknown = readable((await getPage(site.origin, `/b2b/catalogue?q=${upcOf(999)}`, bayview)).text);
    expect(unknown).toContain(`No SKU in the catalogue has the barcode ${upcOf(999)}.`);
  });

  it("makes a buyer a line sheet of the styles shown, with their prices, for their customer's buyers only", async () => {
    const bayview = await signInBuyer(site, "buyer@bayview.example");
    const made = await postForm(site.origin, "/b2b/catalogue", bayview, { brand: "aquatalia" });
    expect(made.status).toBe(303);
    const location = made.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/b2b\/line-sheets\/[\w-]+$/);
    const pdf = await fetch(`${site.origin}${location}`, { headers: { Cookie: bayview } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = (await pdfPages(await pdf.arrayBuffer())).join(" ");
    expect(text).toContain("Bayview Shoes");
    expect(text).toContain("$150.00");
    const other = await signInBuyer(site, "buyer@other.example");
    expect((await fetch(`${site.origin}${location}`, { headers: { Cookie: other } })).status).toBe(404);
    expect((await fetch(`${site.origin}${location}`)).status).toBe(404);
    const none = await postForm(site.origin, "/b2b/catalogue", bayview, { q: "zzz" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("No style to put on a line sheet");
  });

  it("serves every trade page as valid HTML, in English and French, signed out and signed in", async () => {
    const bayview = await signInBuyer(site, "buyer@bayview.example");
    const pages = new Map<string, string>();
    for (const language of ["en", "fr"]) {
      for (const path of [
        "/b2b/sign-in",
        "/b2b/password-reset",
        `/b2b/password/${"A".repeat(43)}`,
        "/brands/aquatalia",
      ])
        pages.set(`${path} ${language}`, await (await fetch(`${site.origin}${path}?lng=${language}`)).text());
      for (const path of [
        "/b2b/catalogue",
        "/b2b/catalogue?gender=women&sort=available",
        "/b2b/catalogue?q=zzz",
        "/b2b/catalogue/22592",
        "/b2b/account",
        "/b2b/account/second-factor",
      ])
        pages.set(
          `${path} ${language}`,
          (await getPage(site.origin, `${path}${path.includes("?") ? "&" : "?"}lng=${language}`, bayview))
            .text,
        );
    }
    expect(await nuErrors(pages)).toEqual([]);
  });

  it("shows the brand's current styles on its public page, never a price or a stock figure, and serves their photos", async () => {
    const page = await fetch(`${site.origin}/brands/aquatalia`);
    const text = readable(await page.text());
    expect(text).toContain("Current Aquatalia styles");
    expect(text).toContain("Ines Boot");
    expect(text).not.toMatch(/\$\s?\d|available/);
    const photo = await fetch(`${site.origin}/images/catalogue/22592-600/card.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/webp");
    expect((await fetch(`${site.origin}/images/catalogue/22592-999/card.webp`)).status).toBe(404);
    expect((await fetch(`${site.origin}/images/catalogue/22592-600/huge.webp`)).status).toBe(404);
  });
});
