import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOnSiteDatabase } from "../support/site-database";
import { type SiteServer, startSiteServer } from "../support/site-server";
import { getPage, postForm } from "../support/staff-accounts";
import { signIn } from "../support/staff-client";

/** Where to buy (issue 35 §2): the store finder on the sample list, then a list imported, checked and put live. */

let clients = 0;
const nextClient = () => `192.0.2.${++clients}`;

/** The stores a page lists, in order, by the name schema.org reads. */
const storeNames = (html: string) =>
  [...html.matchAll(/itemtype="https:\/\/schema\.org\/Store"[^>]*>.*?itemProp="name"[^>]*>([^<]+)</gis)].map(
    (match) => match[1],
  );

const HEADER = "name,address,city,province,postal_code,phone,website,brands";
const IMPORTED = [
  HEADER,
  "Ottawa Boots,340 Elgin Street,Ottawa,ON,K2P 1M6,613-555-0112,,Dockers",
  "Oakville Boots,184 Lakeshore Road East,Oakville,ON,L6J 1H4,905-555-0142,oakvilleboots.example,Børn; Dockers",
  "Wrong Province,1 Rue Principale,Gatineau,ON,J8X 1A1,,,Dockers",
  "Toronto Boots,620 King Street West,Toronto,ON,M5V 1M6,,,Børn",
  "No Such Brand,1 Main Street,Oakville,ON,L6J 1H4,,,Nike",
].join("\n");

async function upload(site: SiteServer, cookie: string, name: string, text: string) {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/csv" }));
  const response = await fetch(`${site.origin}/tools/where-to-buy`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

describe("where to buy", () => {
  let site: SiteServer;
  let owner: string;

  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-stores-"));

  beforeAll(async () => {
    site = await startSiteServer({ DATA_DIR: dataDir });
    owner = await signIn(site.origin, nextClient());
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const search = async (query: string) => {
    const response = await fetch(`${site.origin}/where-to-buy?${query}`);
    return { status: response.status, html: await response.text() };
  };

  it("lists the sample stores within 100 km of a postal code, nearest first, each a schema.org Store, and credits the areas' source", async () => {
    const { status, html } = await search("near=L6J+7W5&lng=en");
    expect(status).toBe(200);
    expect(html).toContain("Stores nearest L6J 7W5");
    const names = storeNames(html);
    expect(names).toHaveLength(11);
    expect(names[0]).toBe("Lakeshore Footwear");
    expect(names).not.toContain("Forest City Shoes");
    expect(html).toContain("11 stores within 100\u00a0km, nearest first.");
    expect(html).toContain('href="https://www.geonames.org/"');
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
    // Further only when asked: the whole country, the 20 nearest listed.
    const anywhere = await search("near=L6J+7W5&within=any&lng=en");
    expect(storeNames(anywhere.html)).toHaveLength(20);
    expect(anywhere.html).toContain("36 stores on our list: the 20 nearest are listed.");
    // A limit the page does not offer reads as the default.
    expect(storeNames((await search("near=L6J+7W5&within=9999&lng=en")).html)).toHaveLength(11);
  });

  it("offers the distance as a select that works without scripts, the default chosen", async () => {
    const { html } = await search("lng=en");
    const select = /<select[^>]*name="within"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect([...select.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "25",
      "50",
      "100",
      "250",
      "500",
      "any",
    ]);
    expect(select).toMatch(/<option value="100" selected="">100\u00a0km<\/option>/);
    expect(select).toContain('<option value="any">Any distance</option>');
  });

  it("says how far the nearest store is when none is within the distance, and links to the search that reaches it", async () => {
    const { html } = await search("near=H2W+1Y8&brand=prospector-pro&within=25&lng=fr");
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toMatch(
      /Aucun magasin qui vend Prospector Pro n’est à moins de 25\skm de H2W 1Y8\s: le plus proche est à 1\d\d\skm\./,
    );
    expect(html).toMatch(
      /href="\/where-to-buy\?near=H2W\+1Y8&amp;brand=prospector-pro&amp;within=250#results"[^>]*>Chercher dans un rayon de 250\skm</,
    );
    expect(storeNames(html)).toEqual([]);
  });

  it("writes addresses as French does on French pages, and links each store to directions on a map", async () => {
    const { html } = await search("near=H2W+1Y8&lng=fr");
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("4120 boulevard Saint-LaurentMontréal (Québec) H2W 1Y8");
    expect(text).toContain("Par exemple H2W 1Y8 ou Montréal (Québec).");
    expect(html).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=4120%20boulevard%20Saint-Laurent%2C%20Montr%C3%A9al%2C%20QC%20H2W%201Y8%2C%20Canada"',
    );
    expect(text).toContain("Itinéraire (s’ouvre dans un nouvel onglet)");
    // No map script or embed: the page only links to one.
    expect(html).not.toMatch(/<(script|iframe)[^>]+google/);
    const english = await search("near=H2W+1Y8&lng=en");
    expect(english.html.replace(/<[^>]+>/g, "")).toContain(
      "4120 boulevard Saint-LaurentMontréal, Quebec H2W 1Y8",
    );
  });

  it("keeps to the brand a brand page searches for, in French too", async () => {
    const { html } = await search("near=Montr%C3%A9al&brand=born&lng=fr");
    expect(html).toContain("Magasins qui vendent Børn les plus proches de Montréal (Québec)");
    const names = storeNames(html);
    expect(names[0]).toBe("Boutique Plateau Chaussures");
    expect(names).not.toContain("Chaussures Sainte-Catherine");
  });

  it("says so of a postal code that does not exist and of a place it cannot find", async () => {
    const unknown = await search("near=L0Z+1A1&lng=en");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain("No postal code in Canada begins with L0Z.");
    expect(storeNames(unknown.html)).toEqual([]);
    const nowhere = await search("near=Atlantis&lng=en");
    expect(nowhere.html).toContain("We could not find “Atlantis”.");
  });

  it("checks an imported file, shows each row left out and why, and puts the list live in one step", async () => {
    const checked = await upload(site, owner, "stores-2026.csv", IMPORTED);
    expect(checked.status).toBe(303);
    expect(checked.location).toMatch(/^\/tools\/where-to-buy\?check=\d+$/);
    const report = await getPage(site.origin, `${checked.location}&lng=en`, owner);
    expect(report.text).toContain("Checked: stores-2026.csv");
    expect(report.text).toContain("3 stores are ready.");
    expect(report.text).toContain("2 rows were left out:");
    expect(report.text).toMatch(/Line 4:<\/span> <span>The postal code J8X 1A1 is not in this province\./);
    expect(report.text).toMatch(/Line 6:<\/span> <span>“Nike” is not one of our brands\./);
    // Checked is not live: visitors still see the sample list.
    expect(storeNames((await search("near=L6J+7W5&lng=en")).html)[0]).toBe("Lakeshore Footwear");

    const list = checked.location?.split("=")[1] ?? "";
    const live = await postForm(site.origin, "/tools/where-to-buy", owner, { list });
    expect(live.status).toBe(303);
    expect(live.headers.get("Location")).toBe(`/tools/where-to-buy?live=${list}`);
    const fromBurlington = await search("near=L7R&within=any&lng=en");
    expect(storeNames(fromBurlington.html)).toEqual(["Oakville Boots", "Toronto Boots", "Ottawa Boots"]);
    const fromOttawa = await search("near=K1P+1J1&within=any&lng=en");
    expect(storeNames(fromOttawa.html)).toEqual(["Ottawa Boots", "Toronto Boots", "Oakville Boots"]);
    const audit = await getPage(site.origin, "/tools/audit?lng=en", owner);
    expect(audit.text).toContain("Put a new store list live");

    const again = await postForm(site.origin, "/tools/where-to-buy", owner, { list });
    expect(again.status).toBe(409);
  });

  it("gives the live list back in the file's own columns, and that file imports without a row left out", async () => {
    const response = await fetch(`${site.origin}/api/stores/export`, { headers: { Cookie: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const file = await response.text();
    expect(file.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(HEADER);
    const checked = await upload(site, owner, "stores-again.csv", file);
    const report = await getPage(site.origin, `${checked.location}&lng=en`, owner);
    expect(report.text).toMatch(/3 stores are ready\.(<!-- -->| )+No row was left out\./);
  });

  it("keeps the lists live before as history, without their stores", async () => {
    await site.stop();
    const lists = await runOnSiteDatabase(
      site,
      "SELECT list.file_name, (SELECT count(*) FROM stores WHERE stores.list_id = list.id) AS stores FROM store_lists AS list WHERE published_at IS NOT NULL ORDER BY published_at, id",
    );
    expect(lists.map((list) => [list.file_name, Number(list.stores)])).toEqual([
      ["sample-stores.csv", 0],
      ["stores-2026.csv", 3],
    ]);
    site = await startSiteServer({
      DATA_DIR: dataDir,
      ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
    owner = await signIn(site.origin, nextClient());
  });

  it("refuses a file that cannot be a store list, saying why, and keeps the tool to signed-in staff", async () => {
    const refused = await upload(site, owner, "contacts.csv", "name,email\nA,a@example.com\n");
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("The header row lacks these columns: address, city, province");
    const signedOut = await fetch(`${site.origin}/api/stores/export`);
    expect(signedOut.status).toBe(401);
  });

  it("drops the invisible and control characters of an imported name, so none reaches the public finder", async () => {
    const file = [
      HEADER,
      "Kingston \u202EstooB,1 Princess Street,Kingston,ON,K7L 1A1,,,Dockers",
      "Zero\u200BWidth \u2067Shoes\u2069,2 Princess Street,Kingston,ON,K7L 1A1,,,Dockers",
      "Bell\u0007 and \u0085Next,3 Princess Street,Kingston,ON,K7L 1A1,,,Dockers",
    ].join("\n");
    const checked = await upload(site, owner, "hidden-characters.csv", file);
    expect(checked.status).toBe(303);
    const list = checked.location?.split("=")[1] ?? "";
    expect((await postForm(site.origin, "/tools/where-to-buy", owner, { list })).status).toBe(303);
    const { html } = await search("near=K7L+1A1&lng=en");
    expect(storeNames(html).toSorted()).toEqual(["Bell and Next", "Kingston stooB", "ZeroWidth Shoes"]);
    for (const hidden of ["\u202E", "\u200B", "\u2067", "\u2069", "\u0007", "\u0085"])
      expect(html).not.toContain(hidden);
  });
});
