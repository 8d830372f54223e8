import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ACCESS } from "~/features/accounts/access";
import { ROLES } from "~/features/accounts/roles";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { runOnSiteDatabase } from "../support/site-database";
import {
  freePort,
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_OWNER_NAME,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import {
  accountPath,
  enrolmentKey,
  getPage,
  inviteMember,
  linkIn,
  type Member,
  mailTo,
  postForm,
  type Role,
  recoveryCodesIn,
  signInAs,
  totpCode,
} from "../support/staff-accounts";
import { cookieOf, signIn } from "../support/staff-client";

let clients = 0;
const nextClient = () => `198.51.100.${++clients}`;

/** A path of the table with its parameters filled in: a record that may or may not exist, which is not what is tested. */
const concrete = (pattern: string) =>
  pattern
    .replace(":messageId", "1")
    .replace(":accountId", "1")
    .replace(":customerNumber", "C-1")
    .replace(":brandId", "aquatalia")
    .replace(":id", "no-such-download");

/** Resource routes that take a POST only; everything else in the table answers a GET. */
const POSTED_APIS = new Set(["/api/photos/lookups", "/api/photos/downloads"]);
/** Pages with an action: a refused role's POST is refused before the action reads anything. */
const PAGES_WITH_ACTIONS = [
  "/tools/account",
  "/tools/account/second-factor",
  "/tools/accounts",
  "/tools/accounts/:accountId",
  "/tools/messages/:messageId",
  "/tools/photo-downloader/shares",
  "/tools/studio/brands/:brandId",
  "/tools/studio/brands/:brandId/history",
];

describe("staff accounts", () => {
  // Its own folder, kept across the restart that stands in for time passing.
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-accounts-"));
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  const cookies = {} as Record<Role, string>;
  const members = {} as Record<Exclude<Role, "owner">, Member>;

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    site = await startSiteServer({ DATA_DIR: dataDir, SMTP_URL: sink.url });
    cookies.owner = await signIn(site.origin, nextClient());
    members.marketing = await inviteMember(site.origin, cookies.owner, sink.received, {
      name: "Maya Marketing",
      email: "maya@trafalgar.test",
      role: "marketing",
    });
    members.sales = await inviteMember(site.origin, cookies.owner, sink.received, {
      name: "Sol Sales",
      email: "sol@trafalgar.test",
      role: "sales",
      language: "fr",
    });
    cookies.marketing = await signInAs(site.origin, members.marketing, nextClient());
    cookies.sales = await signInAs(site.origin, members.sales, nextClient());
  });

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Stops the site, changes its database as time would have, and starts it again on the same data. */
  async function meanwhile(statement: string, params: (string | number)[]) {
    await site.stop();
    await runOnSiteDatabase(site, statement, params);
    site = await startSiteServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
  }

  // The salesperson browses in French: a refused page says so in the language of the person reading it.
  const cookieIn = (role: Role) => (role === "sales" ? `${cookies.sales}; i18next=fr` : cookies[role]);

  it("lets each role open what the table lists, and answers 403 on every other staff page and API", async () => {
    for (const [pattern, allowed] of Object.entries(STAFF_ACCESS)) {
      const api = pattern.startsWith("/api/");
      for (const role of ROLES) {
        const path = concrete(pattern);
        const response = POSTED_APIS.has(pattern)
          ? await fetch(`${site.origin}${path}`, {
              method: "POST",
              body: "{}",
              headers: { Cookie: cookies[role], "Content-Type": "application/json", Origin: site.origin },
              redirect: "manual",
            })
          : await fetch(`${site.origin}${path}`, { headers: { Cookie: cookieIn(role) }, redirect: "manual" });
        const body = await response.text();
        const where = `${role} → ${pattern}`;
        if (allowed.includes(role)) {
          expect(response.status, where).not.toBe(403);
          expect(response.headers.get("Location") ?? "", where).not.toContain("/tools/login");
        } else {
          expect(response.status, where).toBe(403);
          if (api) expect(JSON.parse(body), where).toEqual({ error: "forbidden" });
          else
            expect(body, where).toMatch(
              role === "sales" ? /ne donne pas accès à cet outil/ : /not part of your role/,
            );
        }
      }
    }
  });

  it("refuses a page's action to a role the table does not list, before the action runs", async () => {
    for (const pattern of PAGES_WITH_ACTIONS) {
      for (const role of ROLES.filter((each) => !STAFF_ACCESS[pattern]?.includes(each))) {
        const response = await postForm(site.origin, concrete(pattern), cookies[role], {
          intent: "deactivate",
        });
        expect(response.status, `${role} POST ${pattern}`).toBe(403);
      }
    }
  });

  it("shows each role only its tools in the sidebar and on the dashboard", async () => {
    const sales = await getPage(site.origin, "/tools", cookies.sales);
    expect(sales.text).toContain('href="/tools/messages"');
    expect(sales.text).not.toContain('href="/tools/accounts"');
    const marketing = await getPage(site.origin, "/tools", cookies.marketing);
    expect(marketing.text).not.toContain('href="/tools/messages"');
    expect(marketing.text).toContain('href="/tools/photo-downloader"');
    const owner = await getPage(site.origin, "/tools", cookies.owner);
    for (const tool of ["messages", "accounts", "audit", "photo-downloader"]) {
      expect(owner.text).toContain(`href="/tools/${tool}"`);
    }
  });

  it("mails the invitation in the invitee's language, with a link that works once", async () => {
    const mail = await mailTo(sink.received, "sol@trafalgar.test");
    expect(mail.subject()).toBe("Votre compte du personnel Trafalgar Brands");
    expect(mail.text()).toContain(`${TEST_OWNER_NAME} vous a ouvert un compte du personnel`);
    const again = await postForm(site.origin, linkIn(mail), "", {
      password: "another long passphrase here",
      repeat: "another long passphrase here",
    });
    expect(again.status).toBe(410);
    expect((await getPage(site.origin, linkIn(mail), "")).status).toBe(410);
  });

  it("sends an invitation made while the mail server is down once it is back", async () => {
    await sink.stop();
    const invited = await postForm(site.origin, "/tools/accounts", cookies.owner, {
      name: "Olive Outage",
      email: "olive@trafalgar.test",
      role: "sales",
      language: "en",
    });
    expect(invited.status).toBe(200);
    expect(await invited.text()).toContain("Invitation sent to olive@trafalgar.test");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await sink.start();
    const mail = await mailTo(sink.received, "olive@trafalgar.test", 0, 60);
    expect(linkIn(mail)).toMatch(/^\/tools\/password\/[\w-]{43}$/);
  }, 90_000);

  it("refuses a weak or mismatched password and keeps the link for the next try; refuses an expired link", async () => {
    await postForm(site.origin, "/tools/accounts", cookies.owner, {
      name: "Pat Later",
      email: "pat@trafalgar.test",
      role: "marketing",
      language: "en",
    });
    const link = linkIn(await mailTo(sink.received, "pat@trafalgar.test"));
    const common = await postForm(site.origin, link, "", {
      password: "Password1234!",
      repeat: "Password1234!",
    });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("This password is too common");
    const mismatch = await postForm(site.origin, link, "", {
      password: "a river of quiet lanterns",
      repeat: "a river of quiet lantern",
    });
    expect(await mismatch.text()).toContain("The two passwords are not the same.");
    expect((await getPage(site.origin, link, "")).status).toBe(200);

    await meanwhile("UPDATE staff_tokens SET expires_at = $1 WHERE used_at IS NULL", [Date.now() - 1000]);
    const expired = await postForm(site.origin, link, "", {
      password: "a river of quiet lanterns",
      repeat: "a river of quiet lanterns",
    });
    expect(expired.status).toBe(410);
  });

  it("answers a reset request the same whatever the address, and mails a real account only", async () => {
    const before = sink.received.length;
    const known = await postForm(site.origin, "/tools/password-reset", "", { email: "maya@trafalgar.test" });
    const unknown = await postForm(site.origin, "/tools/password-reset", "", {
      email: "nobody@trafalgar.test",
    });
    expect(known.status).toBe(unknown.status);
    const sent = "if a staff account uses this address, a link to choose a new password is on its way";
    expect(await known.text()).toContain(sent);
    expect(await unknown.text()).toContain(sent);
    const mail = await mailTo(sink.received, "maya@trafalgar.test", 1);
    expect(mail.subject()).toBe("Reset your Trafalgar Brands staff password");
    expect(sink.received.slice(before).some((each) => each.to.includes("nobody@trafalgar.test"))).toBe(false);

    const password = "a brand new passphrase after the reset";
    const set = await postForm(site.origin, linkIn(mail), "", { password, repeat: password });
    // The new password signs its person in there and then: no empty sign-in form to fill again.
    expect(set.headers.get("Location")).toBe("/tools");
    expect((await getPage(site.origin, "/tools", cookieOf(set))).status).toBe(200);
    // The old password's sessions end with it.
    expect((await getPage(site.origin, "/tools", cookies.marketing)).status).toBe(302);
    members.marketing = { ...members.marketing, password };
    cookies.marketing = cookieOf(set);
  });

  it("enrols a second factor, asks for it at sign-in, refuses a code twice and takes a recovery code once", async () => {
    const enrolPage = await getPage(site.origin, "/tools/account/second-factor", cookies.sales);
    const secret = enrolmentKey(enrolPage.text);
    const wrong = await postForm(site.origin, "/tools/account/second-factor", cookies.sales, {
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    // One moment for every code below: the replay is the enrolment's own code even if a 30-second step ends
    // while the test runs, and "the next step's code" is the one after it.
    const enrolledAt = Math.floor(Date.now() / 1000);
    const enrolled = await postForm(site.origin, "/tools/account/second-factor", cookies.sales, {
      code: await totpCode(secret, enrolledAt),
    });
    const codes = recoveryCodesIn(await enrolled.text());
    expect(codes).toHaveLength(10);

    // The code just used cannot open a new sign-in; the next step's code can.
    const halfway = await signInAs(site.origin, members.sales, nextClient());
    expect((await getPage(site.origin, "/tools", halfway)).location).toBe("/tools/login");
    expect((await getPage(site.origin, "/tools/login", halfway)).location).toBe("/tools/login/second-factor");
    const replay = await postForm(site.origin, "/tools/login/second-factor", halfway, {
      code: await totpCode(secret, enrolledAt),
    });
    expect(replay.status).toBe(401);
    const next = await postForm(site.origin, "/tools/login/second-factor", halfway, {
      code: await totpCode(secret, enrolledAt + 30),
    });
    expect(next.headers.get("Location")).toBe("/tools");
    expect((await getPage(site.origin, "/tools", halfway)).status).toBe(200);

    const recovery = codes[0] ?? "";
    const byRecovery = await signInAs(site.origin, members.sales, nextClient());
    const used = await postForm(site.origin, "/tools/login/second-factor", byRecovery, {
      code: recovery.toLowerCase(),
    });
    expect(used.headers.get("Location")).toBe("/tools");
    const twice = await signInAs(site.origin, members.sales, nextClient());
    expect(
      (await postForm(site.origin, "/tools/login/second-factor", twice, { code: recovery })).status,
    ).toBe(401);
    cookies.sales = halfway;
  });

  it("signs a deactivated account out at its next request, and refuses its password", async () => {
    const done = await postForm(
      site.origin,
      await accountPath(site.origin, cookies.owner, "Maya Marketing"),
      cookies.owner,
      {
        intent: "deactivate",
      },
    );
    expect(done.status).toBe(200);
    expect((await getPage(site.origin, "/tools/photo-downloader", cookies.marketing)).location).toBe(
      "/tools/login",
    );
    const refused = await postForm(site.origin, "/tools/login", "", {
      email: members.marketing.email,
      password: members.marketing.password,
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("Invalid password");
  });

  it("keeps the last owner an owner", async () => {
    const demoted = await postForm(
      site.origin,
      await accountPath(site.origin, cookies.owner, TEST_OWNER_NAME),
      cookies.owner,
      {
        intent: "save",
        name: TEST_OWNER_NAME,
        role: "sales",
        language: "en",
      },
    );
    expect(demoted.status).toBe(409);
    expect(await demoted.text()).toContain("This is the only active owner");
  });

  it("records who did what, never a lead's words, and lets the owner read and download it", async () => {
    const captcha = await solvedCaptcha(site.origin);
    const message = {
      ...SAMPLE_MESSAGE,
      recipient: "sales",
      language: "en",
      page: "/contact",
      message: "A lead's own words stay out of the audit log.",
    };
    expect((await postContact(site.origin, { ...message, captcha }, nextClient())).status).toBe(200);
    const list = await getPage(site.origin, "/tools/messages", cookies.sales);
    const lead = /href="(\/tools\/messages\/\d+)"/.exec(list.text)?.[1] ?? "";
    expect((await getPage(site.origin, lead, cookies.sales)).status).toBe(200);
    expect((await getPage(site.origin, "/api/messages/export?status=sent", cookies.sales)).status).toBe(200);
    await postForm(site.origin, "/tools/login", "", {
      email: TEST_OWNER_EMAIL,
      password: "not the password",
    });

    // The owner resets the salesperson's second factor (a lost phone); the salesperson signs out.
    const sol = await accountPath(site.origin, cookies.owner, "Sol Sales");
    expect((await postForm(site.origin, sol, cookies.owner, { intent: "resetSecondFactor" })).status).toBe(
      200,
    );
    const again = await signInAs(site.origin, members.sales, nextClient());
    expect((await postForm(site.origin, "/tools/logout", again, {})).headers.get("Location")).toBe(
      "/tools/login",
    );

    // A photo export, shared with a retailer and the link revoked.
    const item = EDGE_CASE_ITEMS.bridgedGaps;
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookies.owner, Origin: site.origin },
      body: JSON.stringify({ mode: "photos", items: [{ item, photos: [`${item}_01.jpg`] }] }),
    });
    expect(prepared.status).toBe(201);
    const { download } = (await prepared.json()) as { download: { id: string } };
    const shared = await postForm(site.origin, "/tools/photo-downloader/shares", cookies.owner, {
      intent: "create",
      download: download.id,
      days: "7",
    });
    expect(shared.status).toBe(200);
    const shareId = /name="share" value="(\d+)"/.exec(await shared.text())?.[1] ?? "";
    const revoked = await postForm(site.origin, "/tools/photo-downloader/shares", cookies.owner, {
      intent: "revoke",
      share: shareId,
    });
    expect(revoked.status).toBe(200);

    const csv = await fetch(`${site.origin}/api/audit/export`, { headers: { Cookie: cookies.owner } });
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="audit_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await csv.text();
    for (const action of [
      "Signed in",
      "Sign-in failed",
      "Invited an account",
      "Set a password",
      "Asked for a password reset",
      "Turned on two-step verification",
      "Wrong two-step code",
      "Used a recovery code",
      "Deactivated an account",
      "Viewed a lead",
      "Exported leads",
      "Ran a photo export",
      "Created a share link",
      "Revoked a share link",
      "Reset two-step verification",
      "Signed out",
    ]) {
      expect(text, action).toContain(action);
    }
    expect(text).toContain("status=sent");
    expect(text).not.toContain("A lead's own words");
    expect(text).not.toContain(TEST_TOOLS_PASSWORD);
    expect(text).toMatch(/198\.51\.100\.0\/24/);

    const page = await getPage(site.origin, `/tools/audit?action=leadViewed`, cookies.owner);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Viewed a lead");
    expect(page.text).toContain("Sol Sales");
    expect(page.text).not.toContain("Sign-in failed</td>");
  });

  it("names what each row is about and links to where it can be seen, deleted records included", async () => {
    const accountHref = await accountPath(site.origin, cookies.owner, "Maya Marketing");
    const list = await getPage(site.origin, "/tools/messages?status=sent", cookies.owner);
    const leadId = /href="\/tools\/messages\/(\d+)"/.exec(list.text)?.[1] ?? "";
    // Every other kind of record the log names, as their actions would write them; some no longer exist. By the
    // owner, whatever id the database gave them (PostgreSQL's identity skips a number a rolled-back insert took).
    await meanwhile(
      `INSERT INTO audit_log (at, actor_id, action, record, detail, ip_prefix) VALUES
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'contentPublished', 'brand:aquatalia', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'contentPublished', 'page:about', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'contentPublished', 'lineup:brands', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'contentRolledBack', 'company:facts', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'contentPublished', 'page:gone-page', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'storeListPublished', '9999', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'applicationViewed', '4242', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'lineSheetMade', 'no-such-line-sheet', NULL, '198.51.100.0/24'),
        ($1, (SELECT id FROM staff_accounts WHERE email = $2), 'leadDeleted', '777777', NULL, '198.51.100.0/24')`,
      [Date.now(), TEST_OWNER_EMAIL],
    );
    // Each action's own rows, so older ones are not pushed off the first page by later sign-ins.
    const actions = [
      "accountDeactivated",
      "secondFactorReset",
      "leadViewed",
      "shareCreated",
      "exportRun",
      "contentPublished",
      "contentRolledBack",
      "storeListPublished",
      "applicationViewed",
      "lineSheetMade",
      "leadDeleted",
    ];
    const pageOf = async (action: string, cookie = cookies.owner) =>
      (await getPage(site.origin, `/tools/audit?action=${action}`, cookie)).text;
    const html = (await Promise.all(actions.map((action) => pageOf(action)))).join("\n");
    const linked = (href: string, text: string) =>
      expect(html, text).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${text}</a>`));
    linked(accountHref, "Maya Marketing");
    linked(await accountPath(site.origin, cookies.owner, "Sol Sales"), "Sol Sales");
    linked(`/tools/messages/${leadId}`, "Message from Claire Tremblay");
    linked("/tools/photo-downloader/shares", "Share link ending [^<]+");
    linked("/tools/photo-downloader/history", "Photo export [^<]+");
    linked("/tools/studio/brands/aquatalia", "Brand Aquatalia");
    linked("/tools/studio/pages/about", "Page “About us”");
    linked("/tools/studio/line-up", "Brand line-up");
    linked("/tools/studio/company", "Company facts");
    expect(html).toContain("Page “gone-page”, no longer in the studio");
    expect(html).toContain("Store list no. 9999, since deleted");
    expect(html).toContain("Application no. 4242, since deleted");
    expect(html).toContain("A line sheet no longer kept");
    expect(html).toContain("Message no. 777777, since deleted");
    // No row names its record by a bare number any more.
    expect(html).not.toMatch(/<td class="px-4 py-3(?: font-mono)?">\d+<\/td>/);

    const french = (
      await Promise.all(actions.map((action) => pageOf(action, `${cookies.owner}; i18next=fr`)))
    ).join("\n");
    expect(french).toContain("Message de Claire Tremblay");
    expect(french).toContain("Demande n°\u00a04242, supprimée depuis");
    expect(french).toMatch(/Page «\s*À propos\s*»/);

    const csv = await (
      await fetch(`${site.origin}/api/audit/export`, { headers: { Cookie: cookies.owner } })
    ).text();
    expect(csv).toContain("Maya Marketing");
    expect(csv).toContain("Message from Claire Tremblay");
    expect(csv).toContain("Store list no. 9999, since deleted");
  });
});

describe("staff accounts on a deployment (NODE_ENV=production)", () => {
  let site: SiteServer;

  beforeAll(async () => {
    site = await startSiteServer({ NODE_ENV: "production" });
  });

  afterAll(async () => {
    await site?.stop();
  });

  it("asks an owner to enrol a second factor before anything else opens", async () => {
    const cookie = await signIn(site.origin, nextClient());
    expect((await getPage(site.origin, "/tools/messages", cookie)).location).toBe(
      "/tools/account/second-factor",
    );
    expect((await getPage(site.origin, "/api/messages/export", cookie)).status).toBe(403);
    const secret = enrolmentKey((await getPage(site.origin, "/tools/account/second-factor", cookie)).text);
    await postForm(site.origin, "/tools/account/second-factor", cookie, { code: await totpCode(secret) });
    expect((await getPage(site.origin, "/tools/messages", cookie)).status).toBe(200);
  });
});
