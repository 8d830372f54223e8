import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { type SiteServer, startSiteServer } from "../support/site-server";
import { getPage } from "../support/staff-accounts";
import { signIn } from "../support/staff-client";

/*
 * Canadian formats as people type them (postal codes, phone and tax numbers with any spaces or hyphens), read
 * by the store finder, its import and the retail application; and French as French pages write it: provinces
 * in French order, hours in lower case inside a sentence, one "coming soon" button.
 */

let clients = 0;
const nextClient = () => `192.0.2.${++clients}`;

/** A postal code as people type it: a hyphen, two spaces, a tab, a non-breaking hyphen, a no-break space. */
const TYPED_POSTAL_CODES = [
  "L6J-7W5",
  "L6J  7W5",
  "L6J\t7W5",
  "L6J\u20117W5",
  "l6j\u00a07w5",
  "L6J\u20137W5",
];

const STORE_HEADER = "name,address,city,province,postal_code,phone,website,brands";

describe("Canadian formats and French writing", () => {
  let site: SiteServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-formats-"));

  beforeAll(async () => {
    site = await startSiteServer({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (pathAndQuery: string) => {
    const response = await fetch(`${site.origin}${pathAndQuery}`, {
      headers: { "X-Forwarded-For": nextClient() },
    });
    return { status: response.status, html: await response.text() };
  };

  it("finds the stores nearest a postal code typed with any space or hyphen", async () => {
    for (const typed of TYPED_POSTAL_CODES) {
      const { status, html } = await page(`/where-to-buy?near=${encodeURIComponent(typed)}&lng=en`);
      expect(status, typed).toBe(200);
      expect(html, typed).toContain("Stores nearest L6J 7W5");
      expect(html, typed).toContain("Lakeshore Footwear");
    }
  });

  it("imports stores whose postal codes and phone numbers are typed any way, each kept in its one form", async () => {
    const owner = await signIn(site.origin, nextClient());
    const rows = [
      STORE_HEADER,
      "Hyphen Shoes,1 Main Street,Oakville,ON,L6J-7W5,(905) 555\u20110142,,Dockers",
      "Two Spaces Shoes,2 Main Street,Oakville,ON,L6J  7W5,905.555.0143 ext. 12,,Dockers",
      'Tab Shoes,3 Main Street,Oakville,ON,"L6J\t7W5",+1 905 555 0144,,Dockers',
      "Dash Shoes,4 Main Street,Oakville,ON,l6j\u20137w5,1-905-555-0145 poste 3,,Dockers",
    ].join("\n");
    const form = new FormData();
    form.set("file", new File([rows], "typed.csv", { type: "text/csv" }));
    const upload = await fetch(`${site.origin}/tools/where-to-buy`, {
      method: "POST",
      body: form,
      headers: { Cookie: owner },
      redirect: "manual",
    });
    expect(upload.status).toBe(303);
    const report = await getPage(site.origin, `${upload.headers.get("Location")}&lng=en`, owner);
    expect(report.text).toMatch(/4 stores are ready\.(<!-- -->| )+No row was left out\./);
  });

  it("takes a retail application whose postal code, phone and tax numbers are typed with any spaces or hyphens", async () => {
    const captcha = await solvedCaptcha(site.origin);
    const response = await fetch(`${site.origin}/retailers/apply`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": nextClient(),
        Cookie: "i18next=en",
      },
      body: new URLSearchParams({
        legalName: "Chaussures Typées inc.",
        operatingName: "Chaussures Typées",
        contactName: "Claire Tremblay",
        email: "claire@chaussures-typees.example",
        phone: "(514) 555\u20110142 poste 7",
        street: "1234 rue Saint-Denis",
        city: "Montréal",
        province: "QC",
        postalCode: "H2X\u20113K2",
        gstHst: "123456789\tRT\u00a00001",
        qst: "1234567890 - TQ - 0001",
        storeType: "independent",
        website: "",
        doors: "1",
        message: "",
        brands: "dockers",
        captcha,
      }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/your application A-\d{6} has reached our sales team/);
    const owner = await signIn(site.origin, nextClient());
    const list = await getPage(site.origin, "/tools/messages/applications?lng=en", owner);
    const id = /\/tools\/messages\/applications\/(\d+)"[^>]*>Chaussures Typées/.exec(list.text)?.[1];
    expect(id).toBeDefined();
    const detail = await getPage(site.origin, `/tools/messages/applications/${id}?lng=en`, owner);
    for (const written of ["514-555-0142 ext. 7", "H2X 3K2", "123456789RT0001", "1234567890TQ0001"])
      expect(detail.text).toContain(written);
    // Staff find it by any of them, typed as people type them.
    for (const typed of ["h2x-3k2", "123456789 rt 0001", "1234567890\u2011TQ\u20110001", "(514) 555 0142"]) {
      const found = await getPage(
        site.origin,
        `/tools/messages/applications?q=${encodeURIComponent(typed)}&lng=en`,
        owner,
      );
      expect(found.text, typed).toContain("Chaussures Typées");
    }
  });

  it("keeps a contact message's North American phone number in its one written form, and one from abroad as typed", async () => {
    for (const [phone, company] of [
      ["(905) 555\u20110142 poste 3", "Numéro typé"],
      ["+44\u00a020 7946 0958", "Numéro étranger"],
    ]) {
      const captcha = await solvedCaptcha(site.origin);
      const sent = await postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, company, phone, captcha, recipient: "general" },
        nextClient(),
      );
      expect(sent.status).toBe(200);
    }
    const owner = await signIn(site.origin, nextClient());
    const detail = async (company: string) => {
      const list = await getPage(
        site.origin,
        `/tools/messages?q=${encodeURIComponent(company)}&lng=en`,
        owner,
      );
      const id = /href="\/tools\/messages\/(\d+)"/.exec(list.text)?.[1];
      return (await getPage(site.origin, `/tools/messages/${id}?lng=en`, owner)).text;
    };
    expect(await detail("Numéro typé")).toContain("905-555-0142 ext. 3");
    expect(await detail("Numéro étranger")).toContain("+44 20 7946 0958");
  });

  it("lists the provinces in the order of the page’s language", async () => {
    const provinces = (html: string) =>
      [
        ...(/<select[^>]*name="province"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "").matchAll(
          /<option value="([A-Z]{2})"/g,
        ),
      ].map((match) => match[1]);
    const french = await page("/retailers/apply?lng=fr");
    expect(provinces(french.html)).toEqual([
      "AB", // Alberta
      "BC", // Colombie-Britannique
      "PE", // Île-du-Prince-Édouard
      "MB",
      "NB", // Nouveau-Brunswick
      "NS", // Nouvelle-Écosse
      "NU",
      "ON",
      "QC",
      "SK",
      "NL", // Terre-Neuve-et-Labrador
      "NT", // Territoires du Nord-Ouest
      "YT",
    ]);
    const english = await page("/retailers/apply?lng=en");
    expect(provinces(english.html)).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NT", // Northwest Territories
      "NS", // Nova Scotia
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
  });

  it("writes the hours in lower case after the phone number, and shows one disabled Coming soon button", async () => {
    const french = await page("/b2b?lng=fr");
    expect(french.html).toMatch(/>905-555-0172<\/a>, du lundi au vendredi/);
    expect(french.html.match(/<button[^>]*>Bientôt disponible<\/button>/g)).toHaveLength(1);
    expect(french.html).toMatch(/<button[^>]*disabled[^>]*>Bientôt disponible<\/button>/);
    const english = await page("/b2b?lng=en");
    expect(english.html).toMatch(/>905-555-0172<\/a>, Monday to Friday/);
    expect(english.html.match(/<button[^>]*>Coming Soon<\/button>/g)).toHaveLength(1);
  });
});
