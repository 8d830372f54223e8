import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE_DIR } from "../../app/lib/config.server.ts";
import { pdfPages } from "../support/pdf-text.ts";
import { childProcessesOf } from "../support/processes.ts";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server.ts";
import { eventually } from "../support/smtp-sink.ts";
import { signIn } from "../support/staff-client.ts";

const PAGE = "/tools/photo-downloader/line-sheets";
const DIRECTORY = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../..", SAMPLE_CATALOGUE_DIR, "item_number_master_directory.json"),
    "utf8",
  ),
) as Record<
  string,
  { has_photos: boolean; brand_name: string; season_code: string; item_name: string; color: string }
>;
const entries = Object.entries(DIRECTORY);
/** Aquatalia's FW24 products: a Riding Boot, and the Slingback Heel in three colours, one without a photo yet. */
const season = entries.filter(
  ([, entry]) => entry.brand_name === "Aquatalia" && entry.season_code === "FW24",
);
const slingback = season.filter(([, entry]) => entry.item_name === "Slingback Heel");

let site: SiteServer;
let cookie: string;

beforeAll(async () => {
  // Real waits (decision 317): a resizer started ahead of a sheet must still be there when its page is answered.
  // The sample ERP's customers, prices and stock, for a sheet made for one customer.
  site = await startSiteServer({ TEST_SHORT_WAITS: "false", ERP_SAMPLE_FEEDS: "true" });
  cookie = await signIn(site.origin, "198.51.100.91");
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

/** What the page says of the form's outcome: the text of its status or alert, tags left out. */
const outcomeText = (html: string) =>
  (/<(div|p) role="(?:status|alert)"[^>]*>(.*?)<\/\1>/s.exec(html)?.[2] ?? "")
    // Inline spans (an item number kept on one line) add no space to the text; blocks do.
    .replace(/<\/?span[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

async function post(pagePath: string, fields: Record<string, string>) {
  const response = await fetch(`${site.origin}${pagePath}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, html, outcome: outcomeText(html) };
}

/** Makes a line sheet through the page's form and fetches its PDF, as staff would. */
async function lineSheet(fields: Record<string, string>) {
  const made = await post(PAGE, fields);
  expect(made.status, made.outcome).toBe(200);
  const link = /href="(\/api\/photos\/line-sheets\/([A-Za-z0-9_-]{24}))"/.exec(made.html);
  if (!link?.[1] || !link[2]) throw new Error("no line sheet link on the page");
  const response = await fetch(`${site.origin}${link[1]}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="line_sheet_[\dT-]+\.pdf"$/,
  );
  const bytes = await response.arrayBuffer();
  return { id: link[2], outcome: made.outcome, bytes, pages: await pdfPages(bytes) };
}

describe("line sheets", () => {
  it("make a brand's season into a PDF: a cover, one entry per style with its colourways, photo coming, and the contact on every page", async () => {
    const { outcome, bytes, pages } = await lineSheet({
      brand: "Aquatalia",
      season: "FW24",
      language: "en",
      manager: "Jane Tremblay",
    });
    expect(slingback).toHaveLength(3);
    expect(outcome).toContain(`Line sheet ready: 2 styles, ${season.length} items.`);
    expect(outcome).toContain("1 item has no photo yet and is marked “photo coming”: 20024-001.");
    const [cover = "", ...entries] = pages;
    expect(cover).toContain("TRAFALGAR BRANDS");
    expect(cover).toContain("Line sheet");
    expect(cover).toContain("Aquatalia");
    expect(cover).toContain("Season Fall/Winter 2024");
    expect(cover).toContain(`2 styles · ${season.length} colourways`);
    const text = entries.join("\n");
    // One entry for the style, its three colourways under it, each with its item number and colour.
    expect(text.match(/Slingback Heel/g)).toHaveLength(1);
    expect(text).toContain("Material: Satin");
    expect(text).toContain("3 colourways");
    expect(text.match(/Riding Boot/g)).toHaveLength(1);
    for (const [item, entry] of season) {
      expect(text).toContain(item);
      expect(text).toContain(entry.color);
    }
    expect(text.match(/Photo coming/g)).toHaveLength(1);
    for (const page of pages) {
      expect(page).toContain("Trafalgar Brands");
      expect(page).toContain("905-");
      expect(page).toContain("Brand manager: Jane Tremblay");
    }
    expect(text).not.toMatch(/\$|price/i);
    // Inter is embedded (a subset), so the text reads the same everywhere and can be searched.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
    expect(raw).not.toContain("/Helvetica");
  });

  it("in French, from typed item numbers (which win over the brand): unknown items named on the page and left out", async () => {
    const items = slingback.map(([item]) => item);
    const { outcome, pages } = await lineSheet({
      items: [...items, "99999-999"].join("\n"),
      brand: "aquatherm",
      language: "fr",
      manager: "Élise Gagnon",
    });
    expect(outcome).toContain("Not in the product directory and without photos, so left out: 99999-999.");
    expect(pages[0]).toContain("Fiche de collection");
    expect(pages[0]).not.toContain("aquatherm");
    const text = pages.join("\n");
    expect(text).toContain("Matière : Satin");
    expect(text).toContain("Photo à venir");
    // Seasons and the colours the vocabulary covers in French; no English season code left.
    expect(pages[0]).toContain("Saison Automne-hiver 2024");
    expect(text).toContain("Saison Automne-hiver 2024");
    expect(text).not.toContain("FW24");
    expect(text).toContain("Noir");
    expect(text).toContain("Blanc");
    // Blush has no one right French word: kept as the directory writes it.
    expect(text).toContain("Blush");
    expect(text).toContain("Responsable de la marque : Élise Gagnon");
    expect(text).not.toContain("99999-999");
  });

  it("offer the seasons in date order, not as text would sort them", async () => {
    const html = await (await fetch(`${site.origin}${PAGE}`, { headers: { Cookie: cookie } })).text();
    const select = /<select name="season"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    const seasons = [...select.matchAll(/<option value="([^"]+)"/g)].map(([, value]) => value);
    expect(seasons).toEqual(["SS24", "FW24", "SS25", "FW25", "SS26"]);
  });

  it("cut a line too long for its room with an ellipsis, never wrapping it onto a second line", async () => {
    // Typed in capitals, the longest name the form takes leaves no room for the manager's e-mail address.
    const manager = "MARIE-ÈVE TREMBLAY-GAGNON DE LA FONTAINE, VENTES AUX DÉTAILLANTS DU QUÉBEC ET DE";
    const { pages } = await lineSheet({ brand: "Aquatalia", season: "FW24", language: "en", manager });
    for (const [index, page] of pages.entries()) {
      // The footer's line ends in the ellipsis, and the page number comes next: nothing of it went below.
      expect(page).toMatch(new RegExp(`Brand manager: ${manager}[^…@]*…\\s+Page ${index + 1}\\b`));
    }
  });

  it("start the resizer once a sheet is asked for, before its PDF is, and let it go when no PDF follows", async () => {
    const resizers = () => childProcessesOf(site.process.pid ?? 0);
    // Let go after ten seconds without work (decision 256), whatever an earlier sheet left running.
    await eventually(() => resizers().length === 0, "the resizer to leave");
    const made = await post(PAGE, {
      items: slingback.map(([item]) => item).join("\n"),
      language: "en",
      manager: "Jane",
    });
    expect(made.status, made.outcome).toBe(200);
    expect(resizers()).toHaveLength(1);
    await eventually(() => resizers().length === 0, "the idle resizer to leave");
  }, 60_000);

  it("refuse what cannot be a line sheet with the reason and a 4xx", async () => {
    const nothing = await post(PAGE, { language: "en", manager: "Jane" });
    expect(nothing.status).toBe(400);
    expect(nothing.outcome).toContain("Choose a brand, or type item numbers.");
    const wrong = await post(PAGE, { items: "20024-100, ../etc", language: "en", manager: "Jane" });
    expect(wrong.status).toBe(400);
    expect(wrong.outcome).toContain("These are not item numbers: ../etc.");
    const unknown = await post(PAGE, { items: "99999-998", language: "en", manager: "Jane" });
    expect(unknown.status).toBe(404);
    const noManager = await post(PAGE, { brand: "Aquatalia", language: "en", manager: " " });
    expect(noManager.status).toBe(400);
    const signedOut = await fetch(`${site.origin}/api/photos/line-sheets/AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(signedOut.status).toBe(401);
    const expired = await fetch(`${site.origin}/api/photos/line-sheets/AAAAAAAAAAAAAAAAAAAAAAAA`, {
      headers: { Cookie: cookie },
    });
    expect(expired.status).toBe(404);
  });

  it("is shared by a link the retailer downloads without signing in, counted, listed in the history", async () => {
    const { id } = await lineSheet({ brand: "Aquatalia", season: "FW24", language: "fr", manager: "Jane" });
    const shared = await post("/tools/photo-downloader/shares", {
      intent: "createLineSheet",
      lineSheet: id,
      days: "3",
      note: "Pour la saison",
    });
    expect(shared.status).toBe(200);
    const token = /\/share\/([A-Za-z0-9_-]{32})/.exec(shared.html)?.[1];
    if (!token) throw new Error("no share link");

    const page = await fetch(`${site.origin}/share/${token}?lng=fr`);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain("Une fiche de collection pour vous");
    expect(pageHtml).toContain(`href="/share/${token}/line-sheet.pdf"`);
    expect(pageHtml).toContain("Photo à venir");

    const pdf = await fetch(`${site.origin}/share/${token}/line-sheet.pdf`);
    expect(pdf.status).toBe(200);
    const pages = await pdfPages(await pdf.arrayBuffer());
    expect(pages[0]).toContain("Fiche de collection");
    expect(pages.join("\n")).toContain("20024-650");

    const list = await fetch(`${site.origin}/tools/photo-downloader/shares`, { headers: { Cookie: cookie } });
    const listHtml = await list.text();
    expect(listHtml).toContain("Line sheet (Français)");
    expect(listHtml).toMatch(/data-label="Downloads"[^>]*>1</);

    const history = await fetch(`${site.origin}/tools/photo-downloader/history`, {
      headers: { Cookie: cookie },
    });
    expect(await history.text()).toContain("Line sheet");
    const again = await fetch(`${site.origin}${PAGE}?run=1`, { headers: { Cookie: cookie } });
    expect(again.status).toBe(200);

    const photos = await fetch(`${site.origin}/share/${token}/zip`);
    expect(photos.status).toBe(200);
    await photos.arrayBuffer();
  });

  it("made for a customer, carry its prices, the MSRP, each style's sizes and the next deliveries, shared as made", async () => {
    // The sample ERP's customers are offered once the site has taken its files.
    await expect
      .poll(async () => (await fetch(`${site.origin}${PAGE}`, { headers: { Cookie: cookie } })).text(), {
        timeout: 15_000,
      })
      .toContain('<option value="C-10042">Chaussures Tremblay (C-10042)</option>');
    const fields = { brand: "Aquatalia", season: "FW24", language: "fr", manager: "Jane" };
    const { id, pages } = await lineSheet({ ...fields, customer: "C-10042" });
    const [cover = "", ...entries] = pages;
    expect(cover).toContain("Prix de Chaussures Tremblay inc., en dollars canadiens avant taxes");
    const text = entries.join("\n");
    // One price line for each of the two styles: its wholesale price, its MSRP and its size run.
    const terms = text.match(
      /Prix de gros [\d\s\u202f\u00a0,]+\$.*?PDSF [\d\s\u202f\u00a0,]+\$.*?Pointures \d+–\d+ \([A-Z0-9]+/g,
    );
    expect(terms, text).toHaveLength(2);
    expect(text).toMatch(/Livraison le \d{1,2} \S+/);
    // Without a customer, no prices.
    const plain = await lineSheet(fields);
    expect(plain.pages.join("\n")).not.toContain("Prix de gros");
    // A share of the customer's sheet carries its prices too.
    const shared = await post("/tools/photo-downloader/shares", {
      intent: "createLineSheet",
      lineSheet: id,
      days: "3",
      note: "Pour Tremblay",
    });
    const token = /\/share\/([A-Za-z0-9_-]{32})/.exec(shared.html)?.[1];
    const pdf = await fetch(`${site.origin}/share/${token}/line-sheet.pdf`);
    expect((await pdfPages(await pdf.arrayBuffer())).join("\n")).toMatch(/Prix de gros/);
    // A customer the ERP never sent is a form no one posted from the page.
    expect((await post(PAGE, { ...fields, customer: "C-99999" })).status).toBe(400);
  });
});

describe("a line sheet while the photos cannot be read", () => {
  let down: SiteServer;
  beforeAll(async () => {
    // Nothing listens there: the photo origin is down.
    down = await startSiteServer({ PHOTOS_ORIGIN: `http://127.0.0.1:${await freePort()}` });
  }, 120_000);
  afterAll(async () => {
    await down?.stop();
  });

  it("is refused with 503 and a message of ours, and what was typed stays", async () => {
    const response = await fetch(`${down.origin}${PAGE}`, {
      method: "POST",
      body: new URLSearchParams({ items: "20024-650", language: "fr", manager: "Élise Gagnon" }),
      headers: { Cookie: await signIn(down.origin, "198.51.100.92") },
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(outcomeText(html)).toContain(
      "The product directory or the photos could not be read just now, so no line sheet was made.",
    );
    expect(html).toMatch(/>20024-650<\/textarea>/);
    expect(html).toContain('value="Élise Gagnon"');
    expect(down.output()).toContain("a line sheet's products could not be looked up");
  });
});
