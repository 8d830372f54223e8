import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOnSiteDatabase } from "../support/site-database";
import {
  freePort,
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import {
  enrolmentKey,
  getPage,
  mailTo,
  postForm,
  recoveryCodesIn,
  totpCode,
} from "../support/staff-accounts";
import { cookieOf, signIn } from "../support/staff-client";

/** Trade accounts (issue 50 §3, decision 330): application → customer → invitation → a buyer signed in. */

const APPLICANT = {
  legalName: "Chaussures Tremblay inc.",
  operatingName: "Tremblay Chaussures",
  contactName: "Claire Tremblay",
  email: "claire@chaussures-tremblay.example",
  phone: "+1 514 555 0142",
  street: "1234 rue Saint-Denis",
  city: "Montréal",
  province: "QC",
  postalCode: "H2X 3K2",
  gstHst: "123456789RT0001",
  qst: "1234567890TQ0001",
  storeType: "independent",
  website: "",
  doors: 3,
  brands: [],
  message: "",
};
const PASSWORD = "a trade password nobody guesses";
let clients = 0;
const nextClient = () => `203.0.113.${++clients}`;

/** The one-time link's path in a trade mail (`/b2b/password/…`). */
function tradeLinkIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/b2b\/password\/[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no trade link in:\n${text}`);
  return match[1];
}

describe("trade accounts", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-trade-"));
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  let owner = "";
  let buyer = "";
  let applicationId = 0;

  let otherBuyer = 0;

  // The embedded database is the server's alone while it runs: the records a test starts from are written
  // between a first start (which migrates) and the real one.
  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    const first = await startSiteServer({ DATA_DIR: dataDir });
    await first.stop();
    const settings = { DATA_DIR: dataDir, SMTP_URL: sink.url };
    const database = { dataDir, databaseUrl: first.databaseUrl };
    const now = Date.now();
    const [row] = await runOnSiteDatabase(
      database,
      `INSERT INTO retail_applications (created_at, language, details, search_text, bot_checked, status, status_changed_at)
       VALUES ($1, 'fr', $2, 'tremblay', 1, 'approved', $1) RETURNING id`,
      [now, JSON.stringify(APPLICANT)],
    );
    applicationId = Number(row?.id);
    await runOnSiteDatabase(
      database,
      `INSERT INTO customers (customer_number, legal_name, terms, document_language, status, updated_at)
       VALUES ('C-99999', 'Another Retailer Ltd.', 'Net 30', 'en', 'active', $1)`,
      [now],
    );
    const [other] = await runOnSiteDatabase(
      database,
      `INSERT INTO buyer_accounts (email, name, customer_number, role, language, state, created_at, updated_at)
       VALUES ('ann@another.example', 'Ann Other', 'C-99999', 'buyer', 'en', 'active', $1, $1) RETURNING id`,
      [now],
    );
    otherBuyer = Number(other?.id);
    site = await startSiteServer({
      ...settings,
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    });
    owner = await signIn(site.origin, nextClient());
  });

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes an approved application a customer in one step, and mails the applicant a bilingual invitation", async () => {
    const page = `/tools/messages/applications/${applicationId}`;
    expect((await getPage(site.origin, page, owner)).text).toContain("ERP customer number");
    const bad = await postForm(site.origin, page, owner, {
      intent: "customer",
      customerNumber: "C 1001; DROP",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("A customer number is letters and digits");
    const made = await postForm(site.origin, page, owner, { intent: "customer", customerNumber: "C-77001" });
    expect(made.status).toBe(200);
    expect(await made.text()).toContain("Customer C-77001 is made from this application");
    const again = await postForm(site.origin, page, owner, { intent: "customer", customerNumber: "C-77002" });
    expect(again.status).toBe(409);

    const mail = await mailTo(sink.received, APPLICANT.email);
    const text = mail.text();
    // The applicant wrote in French: French first, then English.
    expect(text.indexOf("Bonjour Claire Tremblay")).toBeLessThan(text.indexOf("Hello Claire Tremblay"));
    expect(text).toContain("acheteur pour Tremblay Chaussures");
    const link = tradeLinkIn(text);
    const opened = await getPage(site.origin, link, "");
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Choose the password of your trade account");
    const set = await postForm(site.origin, link, "", { password: PASSWORD, repeat: PASSWORD });
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/b2b/catalogue");
    buyer = cookieOf(set);
    expect(buyer).toMatch(/^trafalgar_trade_session=/);
    expect((await getPage(site.origin, link, "")).status).toBe(410);
  });

  it("shows the buyer their own company, privately, and keeps them out of the tools", async () => {
    const response = await fetch(`${site.origin}/b2b/account`, { headers: { Cookie: buyer } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await response.text();
    for (const text of [
      "Tremblay Chaussures",
      "C-77001",
      "1234 rue Saint-Denis",
      "Administrator",
      "Invite a colleague",
    ])
      expect(page).toContain(text);
    expect(await getPage(site.origin, "/tools", buyer)).toMatchObject({
      status: 302,
      location: "/tools/login",
    });
    expect(await getPage(site.origin, "/tools/feeds", buyer)).toMatchObject({ status: 302 });
    // A staff session is no buyer's.
    expect(await getPage(site.origin, "/b2b/account", owner)).toMatchObject({
      status: 302,
      location: "/b2b/sign-in",
    });
    // The buyer's address and password open no staff session.
    const asStaff = await postForm(site.origin, "/tools/login", "", {
      email: APPLICANT.email,
      password: PASSWORD,
    });
    expect(asStaff.status).toBe(401);
    // Nor do the owner's open a buyer's.
    const asBuyer = await postForm(site.origin, "/b2b/sign-in", "", {
      email: TEST_OWNER_EMAIL,
      password: TEST_TOOLS_PASSWORD,
    });
    expect(asBuyer.status).toBe(401);
  });

  it("lets a customer administrator invite colleagues, one address one person, and reach no other customer's buyers", async () => {
    const invited = await postForm(site.origin, "/b2b/account", buyer, {
      intent: "invite",
      name: "Luc Gagnon",
      email: "luc@chaussures-tremblay.example",
      role: "buyer",
      language: "en",
    });
    expect(invited.status).toBe(200);
    expect(await invited.text()).toContain("Invitation sent to luc@chaussures-tremblay.example.");
    expect((await mailTo(sink.received, "luc@chaussures-tremblay.example")).text()).toContain(
      "Hello Luc Gagnon",
    );
    const staffAddress = await postForm(site.origin, "/b2b/account", buyer, {
      intent: "invite",
      name: "Odile",
      email: TEST_OWNER_EMAIL.toUpperCase(),
      role: "buyer",
      language: "fr",
    });
    expect(staffAddress.status).toBe(409);
    expect(await staffAddress.text()).toContain("An account already uses this address.");
    const badInput = await postForm(site.origin, "/b2b/account", buyer, {
      intent: "invite",
      name: "\u202e",
      email: "not an address",
      role: "owner",
      language: "de",
    });
    expect(badInput.status).toBe(400);

    const reach = await postForm(site.origin, "/b2b/account", buyer, {
      buyer: String(otherBuyer),
      change: "deactivate",
    });
    expect(reach.status).toBe(409);
    expect(await reach.text()).toContain("That buyer is not one of your company’s.");
    const page = (await getPage(site.origin, "/b2b/account", buyer)).text;
    expect(page).toContain("Luc Gagnon");
    expect(page).not.toContain("Ann Other");
    expect(page).not.toContain("C-99999");
  });

  it("signs a buyer out and in again on the trade sign-in, and records it in the audit log", async () => {
    const out = await postForm(site.origin, "/b2b/sign-out", buyer, {});
    expect(out).toMatchObject({ status: 302 });
    expect(await getPage(site.origin, "/b2b/account", buyer)).toMatchObject({
      status: 302,
      location: "/b2b/sign-in",
    });
    const wrong = await postForm(site.origin, "/b2b/sign-in", "", {
      email: APPLICANT.email,
      password: "wrong",
    });
    expect(wrong.status).toBe(401);
    const right = await postForm(site.origin, "/b2b/sign-in", "", {
      email: ` ${APPLICANT.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(right).toMatchObject({ status: 302 });
    expect(right.headers.get("Location")).toBe("/b2b/catalogue");
    buyer = cookieOf(right);
    const audit = (await getPage(site.origin, "/tools/audit", owner)).text;
    expect(audit).toContain("Made an approved application a customer");
    expect(audit).toContain("Claire Tremblay (buyer for customer C-77001)");
    expect(audit).toContain("Invited a buyer");
  });

  it("lets a buyer change their password and turn on two-step verification, which sign-in then asks for", async () => {
    const NEW_PASSWORD = "another trade password nobody guesses";
    const wrong = await postForm(site.origin, "/b2b/account", buyer, {
      intent: "change-password",
      current: "not it",
      password: NEW_PASSWORD,
      repeat: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    const changed = await postForm(site.origin, "/b2b/account", buyer, {
      intent: "change-password",
      current: PASSWORD,
      password: NEW_PASSWORD,
      repeat: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(
      (await postForm(site.origin, "/b2b/sign-in", "", { email: APPLICANT.email, password: PASSWORD }))
        .status,
    ).toBe(401);

    const enrol = await getPage(site.origin, "/b2b/account/second-factor", buyer);
    expect(enrol.status).toBe(200);
    const secret = enrolmentKey(enrol.text);
    const enrolled = await postForm(site.origin, "/b2b/account/second-factor", buyer, {
      code: await totpCode(secret),
    });
    expect(enrolled.status).toBe(200);
    const codes = recoveryCodesIn(await enrolled.text());
    expect(codes).toHaveLength(10);

    const halfway = await postForm(site.origin, "/b2b/sign-in", "", {
      email: APPLICANT.email,
      password: NEW_PASSWORD,
    });
    expect(halfway.headers.get("Location")).toBe("/b2b/sign-in/second-factor");
    const halfCookie = cookieOf(halfway);
    // Halfway through signing in, nothing else opens.
    expect(await getPage(site.origin, "/b2b/catalogue", halfCookie)).toMatchObject({
      status: 302,
      location: "/b2b/sign-in/second-factor",
    });
    const confirmed = await postForm(site.origin, "/b2b/sign-in/second-factor", halfCookie, {
      code: codes[0] ?? "",
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/b2b/catalogue");
    expect((await getPage(site.origin, "/b2b/catalogue", halfCookie)).status).toBe(200);
    const account = await getPage(site.origin, "/b2b/account", halfCookie);
    expect(account.text).toContain("9 recovery codes left");
  });

  it("lets sales find a customer, invite its buyers and reset a buyer's lost second factor", async () => {
    const list = await getPage(site.origin, "/tools/customers?q=tremblay", owner);
    expect(list.status).toBe(200);
    expect(list.text).toContain("1 customer");
    expect(list.text).toContain('href="/tools/customers/C-77001"');
    const page = await getPage(site.origin, "/tools/customers/C-77001", owner);
    expect(page.text).toContain("Two-step verification on");
    const claire = /claire@chaussures-tremblay\.example[\s\S]*?name="buyer" value="(\d+)"/.exec(
      page.text,
    )?.[1];
    expect(claire).toBeDefined();
    const reset = await postForm(site.origin, "/tools/customers/C-77001", owner, {
      buyer: claire ?? "",
      change: "resetSecondFactor",
    });
    expect(reset.status).toBe(200);
    expect(await reset.text()).toContain("signs in with their password alone");
    // Signed out everywhere, and signed in again with the password alone.
    expect(await getPage(site.origin, "/b2b/catalogue", buyer)).toMatchObject({ status: 302 });
    const again = await postForm(site.origin, "/b2b/sign-in", "", {
      email: APPLICANT.email,
      password: "another trade password nobody guesses",
    });
    expect(again.headers.get("Location")).toBe("/b2b/catalogue");

    const invited = await postForm(site.origin, "/tools/customers/C-99999", owner, {
      intent: "invite",
      name: "Bo Other",
      email: "bo@another.example",
      role: "buyer",
      language: "fr",
    });
    expect(invited.status).toBe(200);
    expect((await mailTo(sink.received, "bo@another.example")).text()).toContain("Bonjour Bo Other");
    expect((await getPage(site.origin, "/tools/customers/C-404", owner)).status).toBe(404);
    const audit = (await getPage(site.origin, "/tools/audit", owner)).text;
    expect(audit).toContain("Reset a buyer’s two-step verification");
  });

  it("made one customer, and changed nothing of another customer's buyer", async () => {
    await site.stop();
    const database = { dataDir, databaseUrl: site.databaseUrl };
    const customers = await runOnSiteDatabase(database, "SELECT customer_number FROM customers ORDER BY 1");
    expect(customers.map((each) => each.customer_number)).toEqual(["C-77001", "C-99999"]);
    const [ann] = await runOnSiteDatabase(database, "SELECT state FROM buyer_accounts WHERE id = $1", [
      otherBuyer,
    ]);
    expect(ann?.state).toBe("active");
    const [shipTo] = await runOnSiteDatabase(database, "SELECT city, province FROM customer_ship_tos");
    expect(shipTo).toEqual({ city: "Montréal", province: "QC" });
  });
});
