import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Options, parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server.ts";
import { eventually, smtpSink } from "../support/smtp-sink.ts";
import { signIn } from "../support/staff-client.ts";

/**
 * A visitor's fields turned against the staff who read them: a "Sent from" page that leads to another site, an
 * address whose Reply link opens a mail with a hidden copy or a second recipient, text a spreadsheet runs as a
 * formula. Whatever arrives, the Messages pages, the lead e-mail and the Messages CSV show none of it working.
 */

const FOREIGN_HOST = "evil.example";
const OFF_SITE_PAGES = [
  "/\\evil.example/phish",
  "//evil.example",
  "/%5Cevil.example",
  "/\\\\/evil.example",
  "/\\/evil.example",
  "https://evil.example",
];
const SEVERAL_MAILBOXES = [
  "ann@x.io?cc=evil%40attacker.example&body=Pay%20invoice",
  "x,ceo@trafalgarbrands.example",
  "a@b.example;c@d.example",
  '"a b"@c.example',
  "<a@b.example>",
];
const FORMULA_COMPANY = "Acme;=HYPERLINK(A1)";
const FORMULA_MESSAGE = "x,@SUM(1)\n-2+3";
const SALES = "sales-team@trafalgar.example";

/**
 * How a spreadsheet may read the file: as written, or split on `;` (French-Canadian Excel), reading quotes or
 * ignoring them and breaking at every line break.
 */
const READINGS: [string, Options][] = [
  ["comma", { delimiter: "," }],
  ["semicolon", { delimiter: ";", relax_quotes: true, relax_column_count: true }],
  [
    "semicolon, quotes ignored",
    { delimiter: ";", quote: false, relax_column_count: true, record_delimiter: ["\r\n", "\n", "\r"] },
  ],
];
/** A cell a spreadsheet runs as a formula: `= + - @` (full-width too), also behind spaces or quotes; tab, CR. */
const RUNS_AS_FORMULA = /^(?:[ "]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

let clients = 0;
/** A fresh visitor address per request, so the throttle only bites where a test wants it to. */
const nextClient = () => `192.0.2.${++clients}`;

/** What a page shows and links to, without the data its scripts carry. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");

describe("lead fields turned against staff", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-lead-fields-"));
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  let cookie: string;
  const start = async () => {
    site = await startSiteServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      CONTACT_TO_SALES: SALES,
      ...(site?.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
    cookie = await signIn(site.origin, nextClient());
  };

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    await start();
  });
  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(fields: Record<string, string>) {
    const captcha = await solvedCaptcha(site.origin);
    const body = {
      ...SAMPLE_MESSAGE,
      recipient: "sales",
      language: "en",
      page: "/contact",
      ...fields,
      captcha,
    };
    return postContact(site.origin, body, nextClient());
  }

  /** A plain HTML form post, as a browser without JavaScript sends it. */
  function postForm(pagePath: string, fields: Record<string, string>) {
    return fetch(`${site.origin}${pagePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  }

  async function staffPage(pagePath: string): Promise<string> {
    const response = await fetch(`${site.origin}${pagePath}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status, pagePath).toBe(200);
    return response.text();
  }

  /** The Messages list and every message's detail page, as signed-in staff see them. */
  async function messagePages(): Promise<string[]> {
    const list = await staffPage("/tools/messages");
    const ids = new Set([...list.matchAll(/href="\/tools\/messages\/(\d+)/g)].map(([, id]) => id));
    expect(ids.size).toBeGreaterThan(0);
    const details = await Promise.all([...ids].map((id) => staffPage(`/tools/messages/${id}`)));
    return [list, ...details];
  }

  /** The Messages CSV, byte-order mark and all (`text()` would drop it). */
  async function messagesCsv(): Promise<string> {
    const response = await fetch(`${site.origin}/api/messages/export`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  }

  const read = (csv: string, options: Options): string[][] => parse(csv, { ...options, bom: true });

  it("refuses a page that leads off the site, or keeps the message without it", {
    timeout: 90_000,
  }, async () => {
    expect((await send({ lastName: "On-site" })).status).toBe(200);
    let stored = 1;
    for (const page of OFF_SITE_PAGES) {
      const response = await send({ lastName: "Off-site", page });
      if (response.status === 200) stored++;
      else {
        expect(response.status, page).toBe(400);
        expect(await response.json(), page).toEqual({ success: false, error: "invalid_fields" });
      }
    }
    await eventually(() => sink.received.length === stored, "the stored messages' e-mails");

    const mails = sink.received.flatMap((mail) => [mail.raw, mail.text(), mail.html()]);
    const onSite = sink.received.find((mail) => mail.text().includes("Claire On-site"));
    expect(onSite?.text()).toContain(`Sent from: ${site.publicOrigin}/contact\n`);
    expect(onSite?.html()).toContain(`${site.publicOrigin}/contact`);
    for (const seen of [...(await messagePages()), ...mails, await messagesCsv()])
      expect(seen).not.toContain(FOREIGN_HOST);
  });

  it("refuses an address that is not one mailbox, with the e-mail field's message", async () => {
    const sent = sink.received.length;
    for (const email of SEVERAL_MAILBOXES) {
      const json = await postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, recipient: "sales", email, captcha: "not-checked-before-the-fields" },
        nextClient(),
      );
      expect(json.status, email).toBe(400);
      expect(await json.json(), email).toEqual({ success: false, error: "invalid_fields" });

      for (const [pagePath, message] of [
        ["/contact", "Valid email is required"],
        ["/contact?lng=fr", "Une adresse courriel valide est obligatoire"],
      ] as const) {
        const form = await postForm(pagePath, { ...SAMPLE_MESSAGE, recipient: "sales", email });
        expect(form.status, `${pagePath} ${email}`).toBe(400);
        const html = await form.text();
        expect(html, email).toContain(message);
        expect(html, email).toMatch(/-email-error"/);
        for (const field of ["firstName", "lastName", "company", "phone", "message"])
          expect(html, email).not.toMatch(new RegExp(`-${field}-error"`));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.length).toBe(sent);
  });

  it("writes a CSV in which no cell runs as a formula, split on commas or semicolons", async () => {
    const response = await send({ firstName: "Formula", company: FORMULA_COMPANY, message: FORMULA_MESSAGE });
    expect(response.status).toBe(200);
    const csv = await messagesCsv();
    for (const [reading, options] of READINGS) {
      const cells = read(csv, options).flat();
      expect(cells.length, reading).toBeGreaterThan(0);
      expect(
        cells.filter((cell) => RUNS_AS_FORMULA.test(cell)),
        reading,
      ).toEqual([]);
    }

    const [header = [], ...rows] = read(csv, { delimiter: "," });
    const company = header.indexOf("Company");
    const message = header.indexOf("Message");
    const row = rows.find(
      (cells) => cells[company]?.replaceAll("'", "") === FORMULA_COMPANY.replaceAll("'", ""),
    );
    expect(row?.[company]).toBe("Acme;'=HYPERLINK(A1)");
    expect(row?.[message]).toBe("x,'@SUM(1)\n'-2+3");
    expect(row?.[message]?.replaceAll("'", "")).toBe(FORMULA_MESSAGE);
    expect(row?.[header.indexOf("Sent from")]).toBe(`${site.publicOrigin}/contact`);
  });

  it("shows and sends messages stored before these checks without a foreign page or extra recipients", {
    timeout: 90_000,
  }, async () => {
    await site.stop();
    const insert = `INSERT INTO contact_outbox (created_at, recipient, submission, status, attempts, next_attempt_at, department, search_text)
      VALUES ($1, $2, $3, 'pending', 0, $1, 'sales', '')`;
    const legacy = (fields: Record<string, string>) =>
      JSON.stringify({ ...SAMPLE_MESSAGE, language: "en", department: "sales", ...fields });
    const oldEmail = SEVERAL_MAILBOXES[0] ?? "";
    await runOnSiteDatabase(site, insert, [
      Date.now(),
      SALES,
      legacy({ firstName: "Legacy", lastName: "Page", page: OFF_SITE_PAGES[0] ?? "" }),
    ]);
    await runOnSiteDatabase(site, insert, [
      Date.now(),
      SALES,
      legacy({ firstName: "Legacy", lastName: "Address", email: oldEmail, page: "/contact" }),
    ]);
    const sent = sink.received.length;
    await start();
    await eventually(() => sink.received.length === sent + 2, "the older messages' e-mails");

    const mails = sink.received.slice(sent);
    for (const mail of mails) {
      for (const seen of [mail.raw, mail.text(), mail.html()]) expect(seen).not.toContain(FOREIGN_HOST);
    }
    const addressMail = mails.find((mail) => mail.text().includes("Legacy Address"));
    expect(addressMail?.header("Reply-To")).toBeUndefined();
    expect(addressMail?.text()).toContain(`Sent from: ${site.publicOrigin}/contact\n`);

    const pages = await messagePages();
    for (const html of pages) {
      const shown = withoutScripts(html);
      expect(shown).not.toContain(FOREIGN_HOST);
      // Every Reply link writes to one address: nothing in it adds a recipient, a copy or a body.
      expect(shown).not.toMatch(/href="mailto:[^"]*[?,;&]/);
    }
    expect(pages.some((html) => withoutScripts(html).includes("mailto:ann@x.io%3Fcc%3D"))).toBe(true);

    const csv = await messagesCsv();
    expect(csv).not.toContain(FOREIGN_HOST);
    const [header = [], ...rows] = read(csv, { delimiter: "," });
    const name = header.indexOf("Name");
    const legacyPage = rows.find((cells) => cells[name] === "Legacy Page");
    expect(legacyPage?.[header.indexOf("Sent from")]).toBe("");
  });
});
