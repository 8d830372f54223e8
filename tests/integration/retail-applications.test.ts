import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../support/contact-client";
import { nuErrors } from "../support/nu-checker";
import { runOnSiteDatabase } from "../support/site-database";
import { freePort, type SiteServer, startSiteServer, TEST_FILL_MS } from "../support/site-server";
import { eventually, smtpSink } from "../support/smtp-sink";
import { signIn } from "../support/staff-client";

/** The retail account application (issue 35 §1) on one server: the mail server is down until a test starts it. */

const DAY_MS = 24 * 60 * 60 * 1000;
let clients = 0;
const nextClient = () => `192.0.2.${++clients}`;

const APPLICATION = {
  legalName: "Chaussures Tremblay inc.",
  operatingName: "Tremblay Chaussures",
  contactName: "Claire Tremblay",
  email: "claire@chaussures-tremblay.example",
  phone: "+1 514 555 0142",
  street: "1234 rue Saint-Denis",
  city: "Montréal",
  province: "QC",
  postalCode: "h2x3k2",
  gstHst: "123456789RT0001",
  qst: "1234567890TQ0001",
  storeType: "independent",
  website: "chaussures-tremblay.example",
  doors: "3",
  message: "Nous aimerions offrir vos marques dans nos trois magasins.",
};

function body(fields: Record<string, string>, brands: string[]) {
  const form = new URLSearchParams(fields);
  for (const brand of brands) form.append("brands", brand);
  return form.toString();
}

function apply(
  site: SiteServer,
  fields: Record<string, string>,
  brands: string[],
  client = nextClient(),
  cookie = "",
) {
  return fetch(`${site.origin}/retailers/apply`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": client,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body(fields, brands),
    redirect: "manual",
  });
}

describe("retail account applications", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-applications-"));
  let smtpPort: number;
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  const start = async () => {
    site = await startSiteServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO_SALES: "sales-team@trafalgar.example",
      CONTACT_RETENTION_DAYS: "30",
      CONTACT_FAILED_RETENTION_DAYS: "60",
      ...(site?.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
  };

  beforeAll(async () => {
    smtpPort = await freePort();
    sink = smtpSink(smtpPort);
    await start();
  });
  afterAll(async () => {
    await site?.stop();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers broken fields with the page, each field's message and what was typed, in French", async () => {
    const response = await apply(
      site,
      { ...APPLICATION, gstHst: "123456789", postalCode: "L6H 6R3", qst: "", doors: "0" },
      ["dockers", "no-such-brand"],
      nextClient(),
      "i18next=fr",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Veuillez corriger les champs indiqués.");
    for (const message of [
      "Entrez un numéro de TPS/TVH comme 123456789RT0001",
      "Entrez un code postal canadien (A1A 1A1) qui correspond à la province choisie",
      "entrez un numéro de TVQ comme 1234567890TQ0001",
      "Entrez un nombre de magasins de 1 à 5",
      "Choisissez au moins une marque",
    ])
      expect(html).toContain(message);
    expect(html).toContain('value="Chaussures Tremblay inc."');
    expect(html).toMatch(/name="brands" checked="" value="dockers"/);
  });

  it("stores an application through an SMTP outage, then mails sales and acknowledges it in the buyer's language", async () => {
    const captcha = await solvedCaptcha(site.origin);
    const response = await apply(
      site,
      { ...APPLICATION, captcha },
      ["dockers", "joybees"],
      nextClient(),
      "i18next=fr",
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const reference = /Votre demande (A-\d{6}) est bien parvenue/.exec(html)?.[1];
    expect(reference).toBeDefined();
    expect(html).not.toContain('value="Chaussures Tremblay inc."');

    // Nothing could be sent yet: the mail server starts now, and both mails arrive.
    await sink.start();
    await eventually(() => sink.received.length === 2, "the mails to sales and to the buyer");
    const sales = sink.received.find((mail) => mail.to.includes("sales-team@trafalgar.example"));
    const buyer = sink.received.find((mail) => mail.to.includes(APPLICATION.email));
    expect(sales?.subject()).toBe(
      `Retail account application ${reference} — Tremblay Chaussures (Montréal, QC)`,
    );
    expect(sales?.header("reply-to")).toContain(APPLICATION.email);
    const text = sales?.text() ?? "";
    for (const line of [
      "Demande reçue en français",
      "GST/HST number: 123456789RT0001",
      "QST number: 1234567890TQ0001",
      "Address: 1234 rue Saint-Denis, Montréal QC H2X 3K2",
      "Brands wanted: Dockers, Joybees",
      "Website: https://chaussures-tremblay.example/",
      "Number of stores: 3",
    ])
      expect(text).toContain(line);
    expect(text).toContain(`${site.publicOrigin}/tools/messages/applications/`);
    expect(buyer?.subject()).toBe(
      "Nous avons bien reçu votre demande de compte détaillant (Trafalgar Brands)",
    );
    expect(buyer?.text()).toContain(`Le numéro de référence de votre demande est ${reference}.`);
    // The acknowledgement repeats nothing the buyer typed.
    expect(buyer?.text()).not.toContain("Tremblay");
  });

  it("holds an application sent without JavaScript, mailing no one, until staff release it in Messages", {
    timeout: 90_000,
  }, async () => {
    sink.received.length = 0;
    const client = nextClient();
    const fields = { ...APPLICATION, operatingName: "Sans Script" };
    const first = await apply(site, fields, ["born"], client);
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain("One more step");
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    await new Promise((resolve) => setTimeout(resolve, TEST_FILL_MS));
    const second = await apply(site, { ...fields, formToken: token }, ["born"], client);
    const sent = await second.text();
    const reference = /your application (A-\d{6}) was received/.exec(sent)?.[1];
    expect(reference).toBeDefined();
    expect(sent).toContain("our team checks it first");
    // The confirmation takes the form's place: no send button, nothing typed shown again.
    expect(sent).not.toContain("Send my application</button>");
    expect(sent).not.toContain('value="Sans Script"');

    // Reloaded, as a browser re-sends the post: the same confirmation and reference, and one application.
    const reload = await apply(site, { ...fields, formToken: token }, ["born"], client);
    expect(reload.status).toBe(200);
    const reloaded = await reload.text();
    expect(reloaded).toContain(`your application ${reference} was received`);
    expect(reloaded).not.toMatch(/>One more step/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received).toEqual([]);

    const cookie = await signIn(site.origin, nextClient());
    const staff = (url: string, init: RequestInit = {}) =>
      fetch(`${site.origin}${url}`, {
        redirect: "manual",
        ...init,
        headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/x-www-form-urlencoded" },
      });
    const list = await (await staff("/tools/messages/applications?q=sans+script")).text();
    expect(list).toMatch(/<p role="status"[^>]*>1 application</);
    expect(list).toContain("Held for review");
    const id = Number(reference?.slice(2));
    const detail = await (await staff(`/tools/messages/applications/${id}`)).text();
    expect(detail).toContain("Nothing has been mailed yet.");
    expect(detail).not.toMatch(/>Start the review</);
    const release = await staff(`/tools/messages/applications/${id}`, {
      method: "POST",
      body: "intent=release",
    });
    expect(await release.text()).toContain("The application was released");
    await eventually(() => sink.received.length === 2, "the mails to sales and to the buyer");
    const sales = sink.received.find((mail) => mail.to.includes("sales-team@trafalgar.example"));
    expect(sales?.text()).toContain(
      "Sent without JavaScript: the website could not check that a person sent it.",
    );
    const buyer = sink.received.find((mail) => mail.to.includes(APPLICATION.email));
    expect(buyer?.text()).toContain(`Your application's reference is ${reference}.`);
    const again = await staff(`/tools/messages/applications/${id}`, {
      method: "POST",
      body: "intent=release",
    });
    expect(await again.text()).toContain("This application is no longer held");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(2);
    expect(await (await staff("/tools/audit")).text()).toContain("Released a held retail application");
    const pages = new Map([
      ["the confirmation in the form's place", sent],
      ["a held application for staff", detail],
    ]);
    expect(await nuErrors(pages)).toEqual([]);
  });

  it("lets sales move an application through review, dating each change, and keeps other moves out", async () => {
    const cookie = await signIn(site.origin, nextClient());
    const staff = (url: string, init: RequestInit = {}) =>
      fetch(`${site.origin}${url}`, {
        redirect: "manual",
        ...init,
        headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/x-www-form-urlencoded" },
      });
    const dashboard = await (await staff("/tools")).text();
    expect(dashboard).toContain("2 applications wait for someone to start their review.");
    const list = await (await staff("/tools/messages/applications?status=new&q=tremblay")).text();
    expect(list).toContain("2 applications");
    expect(list).toContain("Tremblay Chaussures");
    const id = /\/tools\/messages\/applications\/(\d+)"[^>]*>Tremblay Chaussures/.exec(list)?.[1];
    expect(id).toBeDefined();

    const detail = await (await staff(`/tools/messages/applications/${id}`)).text();
    expect(detail).toContain("123456789RT0001");
    expect(detail).toContain("Start the review");
    // Straight to approved is not a move a new application allows.
    expect(
      (await staff(`/tools/messages/applications/${id}`, { method: "POST", body: "from=new&to=approved" }))
        .status,
    ).toBe(409);
    const review = await staff(`/tools/messages/applications/${id}`, {
      method: "POST",
      body: "from=new&to=inReview",
    });
    expect(await review.text()).toContain("The application is now In review.");
    // A second member of staff, still looking at "new", is told where it is now.
    const stale = await staff(`/tools/messages/applications/${id}`, {
      method: "POST",
      body: "from=new&to=inReview",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone changed this application meanwhile: it is now In review.");
    const approve = await staff(`/tools/messages/applications/${id}`, {
      method: "POST",
      body: "from=inReview&to=approved",
    });
    const approved = await approve.text();
    expect(approved).toContain("The application is now Approved.");
    expect(approved).toMatch(/In review, [^<]+, by Odile Tremblay/);
    expect(approved).toMatch(/Approved, [^<]+, by Odile Tremblay/);
    expect(await (await staff("/tools/audit")).text()).toContain("Changed a retail application");
    expect((await staff("/tools/messages/applications/999999")).status).toBe(404);
  });

  it("deletes a decided application once its retention has passed, and keeps the open ones", async () => {
    await site.stop();
    await runOnSiteDatabase(
      site,
      "UPDATE retail_applications SET status_changed_at = $1 WHERE status = 'approved'",
      [Date.now() - 61 * DAY_MS],
    );
    // A held application nobody released or deleted goes after the same time (decision 273).
    await runOnSiteDatabase(
      site,
      `INSERT INTO retail_applications
         (created_at, language, details, search_text, bot_checked, status, status_changed_at, held_at)
       VALUES ($1, 'en', $2, 'never released', 0, 'new', $1, $1)`,
      [Date.now() - 61 * DAY_MS, JSON.stringify({ ...APPLICATION, brands: ["born"] })],
    );
    await start();
    const cookie = await signIn(site.origin, nextClient());
    const listed = async () =>
      (
        await (
          await fetch(`${site.origin}/tools/messages/applications`, { headers: { Cookie: cookie } })
        ).text()
      ).match(/<p role="status"[^>]*>(\d+) applications?/)?.[1];
    // The upkeep runs as the server starts: a few tries, a tenth of a second apart.
    for (let attempt = 0; attempt < 50 && (await listed()) !== "1"; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listed()).toBe("1");
    await site.stop();
    const changes = await runOnSiteDatabase(site, "SELECT count(*) AS n FROM retail_application_changes");
    expect(Number(changes[0]?.n)).toBe(1);
    const held = await runOnSiteDatabase(
      site,
      "SELECT count(*) AS n FROM retail_applications WHERE held_at IS NOT NULL",
    );
    expect(Number(held[0]?.n)).toBe(0);
    await start();
  });

  it("answers the same post sent twice with its bot-check answer with one application and one reference", async () => {
    const captcha = await solvedCaptcha(site.origin);
    const fields = { ...APPLICATION, operatingName: "Twice Sent", captcha };
    const [first, second] = await Promise.all([
      apply(site, fields, ["born"], nextClient()),
      apply(site, fields, ["born"], nextClient()),
    ]);
    const references = [await first?.text(), await second?.text()].map(
      (html) => /your application (A-\d{6}) has reached our sales team/.exec(html ?? "")?.[1],
    );
    expect(references[0]).toBeDefined();
    expect(references[1]).toBe(references[0]);
    const cookie = await signIn(site.origin, nextClient());
    const list = await (
      await fetch(`${site.origin}/tools/messages/applications?q=twice+sent`, { headers: { Cookie: cookie } })
    ).text();
    expect(list).toMatch(/<p role="status"[^>]*>1 application</);
  });

  it("sends one address at most three automatic mails a day, however many applications or sign-ups name it", async () => {
    sink.received.length = 0;
    const stranger = "stranger@elsewhere.example";
    for (let n = 0; n < 5; n++) {
      const captcha = await solvedCaptcha(site.origin);
      const response = await apply(
        site,
        { ...APPLICATION, email: stranger, operatingName: `Junk ${n}`, captcha },
        ["dockers"],
      );
      expect(response.status).toBe(200);
    }
    const toSales = () => sink.received.filter((mail) => mail.to.includes("sales-team@trafalgar.example"));
    await eventually(() => toSales().length === 5, "the five applications for sales");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received.filter((mail) => mail.to.includes(stranger))).toHaveLength(3);

    // The limit is the address's, whichever form names it: the notify-me list's confirmation is left out too.
    const signUp = await fetch(`${site.origin}/b2b`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
      body: new URLSearchParams({
        email: stranger,
        consent: "yes",
        captcha: await solvedCaptcha(site.origin),
      }),
    });
    expect(await signUp.text()).toContain("Check your inbox");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received.filter((mail) => mail.to.includes(stranger))).toHaveLength(3);
  });
});
