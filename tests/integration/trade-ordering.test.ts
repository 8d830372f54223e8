import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nuErrors } from "../support/nu-checker";
import { pdfPages } from "../support/pdf-text";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import { getPage, mailTo, postForm } from "../support/staff-accounts";
import { cookieOf } from "../support/staff-client";

/**
 * Ordering's pages (issue 51) on both engines, as the sample ERP's buyer (Bayview Shoes, Ontario) uses them
 * without scripts: a style's grid into the cart, quick order, the cart's changes, checkout, the confirmation.
 */

const BUYER = { email: "jordan.lee@sample-retailer.example", password: "the ordering test's buyer password" };

/** A page's text without its tags, spaces collapsed: what a person reads. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

let site: SiteServer;
let sink: ReturnType<typeof smtpSink>;
let cookie = "";
let dataDir = "";
/** Two SKUs of one style, from its grid. */
let gtins: string[] = [];
let stylePath = "";
/** Each page met, for one run of the Nu checker at the end. */
const pages = new Map<string, string>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-ordering-"));
  writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify({ sampleBuyerPassword: BUYER.password }));
  sink = smtpSink(await freePort());
  await sink.start();
  site = await startSiteServer({
    DATA_DIR: dataDir,
    ERP_SAMPLE_FEEDS: "true",
    SMTP_URL: sink.url,
    GST_HST_NUMBER: "123456789 RT0001",
    QST_NUMBER: "1234567890 TQ0001",
  });
  // The sample ERP's files are taken a moment after start: the buyer can sign in once its customers are in.
  for (let attempt = 0; attempt < 120 && !cookie; attempt++) {
    const response = await postForm(site.origin, "/b2b/sign-in", "", BUYER);
    if (response.status === 302) cookie = cookieOf(response);
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(cookie).not.toBe("");
  const catalogue = await getPage(site.origin, "/b2b/catalogue?sort=available", cookie);
  stylePath = /href="(\/b2b\/catalogue\/[^"?#]+)"/.exec(catalogue.text)?.[1] ?? "";
  const style = await getPage(site.origin, stylePath, cookie);
  gtins = [...style.text.matchAll(/name="qty-(\d{14})"/g)].map((match) => match[1] ?? "").slice(0, 2);
  expect(gtins).toHaveLength(2);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await sink?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("ordering, without scripts", () => {
  it("adds a style's grid to the cart, says what it added, and keeps the cart private", async () => {
    const [first = "", second = ""] = gtins;
    const added = await postForm(site.origin, "/b2b/cart", cookie, {
      intent: "add",
      [`qty-${first}`]: "2",
      [`qty-${second}`]: "",
    });
    expect(added.status).toBe(200);
    const cart = await getPage(site.origin, "/b2b/cart", cookie);
    expect(cart.status).toBe(200);
    expect(readable(cart.text)).toContain(
      "Order by 2:00 p.m. ET on a business day and the lines in stock ship within 8 hours.",
    );
    expect(readable(cart.text)).toContain("Cart (1)");
    expect(cart.text).toMatch(new RegExp(`<input[^>]*name="qty-${first}"[^>]*value="2"`));
    const response = await fetch(`${site.origin}/b2b/cart`, { headers: { Cookie: cookie } });
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    // Not a whole number: refused, nothing added.
    const bad = await postForm(site.origin, "/b2b/cart", cookie, { intent: "add", [`qty-${second}`]: "1.5" });
    expect(bad.status).toBe(400);
    // Signed out: the sign-in page, never the cart.
    expect((await getPage(site.origin, "/b2b/cart", "")).status).toBe(302);
  });

  it("reports every line of a quick order, adding the good ones whatever the bad ones", async () => {
    const [, second = ""] = gtins;
    const response = await postForm(site.origin, "/b2b/quick-order", cookie, {
      lines: [`${second.slice(2)}\t3`, "999999999993 1", "not a line at all"].join("\n"),
    });
    expect(response.status).toBe(200);
    const page = await getPage(site.origin, "/b2b/cart", cookie);
    expect(readable(page.text)).toContain("Cart (2)");
  });

  it("takes an order sheet uploaded as a workbook or CSV, row by row, and refuses a file that is neither", async () => {
    const [, second = ""] = gtins;
    const upload = async (file: Blob, name: string, lines = "") => {
      const form = new FormData();
      form.set("lines", lines);
      form.set("file", file, name);
      const response = await fetch(`${site.origin}/b2b/quick-order`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.origin },
        body: form,
        redirect: "manual",
      });
      return { status: response.status, text: readable(await response.text()) };
    };
    // As Excel keeps it: the UPC typed as a number, its leading zero gone; a row naming no SKU.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Order");
    sheet.addRow(["UPC", "Qty"]);
    sheet.addRow([Number(second), 1]);
    sheet.addRow(["999999999993", 2]);
    const xlsx = await upload(new Blob([await workbook.xlsx.writeBuffer()]), "order.xlsx");
    expect(xlsx.status).toBe(200);
    expect(xlsx.text).toContain("1 of 2 lines added to your cart.");
    expect(xlsx.text).toMatch(/Line 2 of order\.xlsx: 1 of [\w-]+, size .+? added\./);
    expect(xlsx.text).toContain("Line 3 of order.xlsx: “999999999993 2” is no item in our catalogue.");
    // The paste box's lines and a CSV file's rows in one post: the paste's line 1, then the file's row 1.
    const csv = await upload(new Blob([`${second.slice(2)};1\r\n`]), "order.csv", "1 pair of shoes");
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("1 of 2 lines added to your cart.");
    expect(csv.text).toContain("Line 1: “1 pair of shoes” is not a UPC");
    expect(csv.text).toMatch(/Line 1 of order\.csv: 1 of [\w-]+, size .+? added\./);
    const refused = await upload(new Blob([Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0])]), "order.xlsx");
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      "That file could not be read: send a CSV file or an Excel workbook (.xlsx).",
    );
  });

  it("checks out once per form: the confirmation, its taxes, and the same form again finds the same order", async () => {
    const checkout = await getPage(site.origin, "/b2b/checkout", cookie);
    expect(checkout.status).toBe(200);
    const key = /name="key"[^>]*value="([^"]+)"/.exec(checkout.text)?.[1] ?? "";
    const shipTo = /name="shipTo"[^>]*value="([^"]+)"/.exec(checkout.text)?.[1] ?? "";
    expect(readable(checkout.text)).toContain("HST (13%)");
    const form = {
      key,
      shipTo,
      poNumber: "PO-778",
      requestedShipOn: "",
      cancelOn: "",
      notes: "",
      intent: "place",
    };
    const placed = await postForm(site.origin, "/b2b/checkout", cookie, form);
    expect(placed.status).toBe(303);
    const location = placed.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/b2b\/orders\/W-\d{6}$/);
    const again = await postForm(site.origin, "/b2b/checkout", cookie, form);
    expect(again.headers.get("Location")).toBe(location);
    const order = await getPage(site.origin, location, cookie);
    expect(order.status).toBe(200);
    const text = readable(order.text);
    expect(text).toContain("is placed");
    expect(text).toContain("PO-778");
    expect(text).toContain("Net 60");
    expect(text).toMatch(/HST \(13%\) \$[\d,.]+/);
    // The same-day promise, as this order met it (the cut-off is 2:00 p.m. Eastern by default).
    expect(text).toMatch(/Placed (before|after) the 2:00 p\.m\. ET cut-off/);
    pages.set("order", order.text);
    // Its PDF, in the customer's language (English for this Ontario door): our GST/HST registration, no QST.
    expect(order.text).toContain(`href="${location}/confirmation.pdf"`);
    const pdf = await fetch(`${site.origin}${location}/confirmation.pdf`, { headers: { Cookie: cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Cache-Control")).toContain("no-store");
    const pdfText = (await pdfPages(await pdf.arrayBuffer())).join(" ").replace(/\s+/g, " ");
    for (const words of [
      "Order confirmation",
      "Bayview Shoes",
      "PO-778",
      "Net 60",
      "HST (13%)",
      "GST/HST registration number 123456789 RT0001",
    ])
      expect(pdfText).toContain(words);
    expect(pdfText).not.toContain("QST");
    expect((await fetch(`${site.origin}${location}/confirmation.pdf`)).status).toBe(404);
    // The confirmation e-mail, once: in the customer's language (English) first, then French, with the HST.
    const mail = await mailTo(sink.received, BUYER.email);
    const number = location.split("/").at(-1) ?? "";
    expect(mail.subject()).toBe(`Bayview Shoes: order ${number} / Bayview Shoes\u00a0: commande ${number}`);
    const body = mail.text();
    expect(body.indexOf("Hello Jordan Lee")).toBeLessThan(body.indexOf("Bonjour Jordan Lee"));
    expect(body).toContain("PO-778");
    expect(body).toMatch(/HST \(13\s?%\): \$[\d,.]+/);
    expect(body).toContain(`/b2b/orders/${number}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.filter((each) => each.to.includes(BUYER.email))).toHaveLength(1);
    // The cart is empty now; a number that is no order of this customer's is a 404.
    expect(readable((await getPage(site.origin, "/b2b/cart", cookie)).text)).toContain("Your cart is empty");
    expect((await getPage(site.origin, "/b2b/orders/W-999999", cookie)).status).toBe(404);
    expect((await getPage(site.origin, "/b2b/orders/..%2Fx", cookie)).status).toBe(404);
  });

  it("answers a bad checkout with what was typed and why, in French too", async () => {
    await postForm(site.origin, "/b2b/cart", cookie, { intent: "add", [`qty-${gtins[0]}`]: "1" });
    const checkout = await getPage(site.origin, "/b2b/checkout?lng=fr", cookie);
    const key = /name="key"[^>]*value="([^"]+)"/.exec(checkout.text)?.[1] ?? "";
    const shipTo = /name="shipTo"[^>]*value="([^"]+)"/.exec(checkout.text)?.[1] ?? "";
    const refused = await postForm(site.origin, "/b2b/checkout?lng=fr", `${cookie}; i18next=fr`, {
      key,
      shipTo,
      poNumber: "PO <script>",
      requestedShipOn: "2026-12-20",
      cancelOn: "2026-12-01",
      notes: "Quai 2",
      intent: "place",
    });
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    expect(readable(answer)).toContain("Un numéro de bon de commande compte au plus 22");
    // What was typed comes back.
    expect(answer).toContain("Quai 2");
    expect(answer).toContain('value="2026-12-20"');
    pages.set("checkout-refused-fr", answer);
  });

  it("has pages the Nu checker finds valid, in English and French", async () => {
    const addresses: [string, string][] = [
      ["cart", "/b2b/cart"],
      ["quick-order", "/b2b/quick-order"],
      ["checkout", "/b2b/checkout"],
      ["style", stylePath],
    ];
    for (const [name, address] of addresses)
      for (const language of ["en", "fr"])
        pages.set(
          `${name}-${language}`,
          (await getPage(site.origin, address, `${cookie}; i18next=${language}`)).text,
        );
    expect(await nuErrors(pages)).toEqual([]);
  });
});
