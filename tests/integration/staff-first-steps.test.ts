import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { runOnSiteDatabase } from "../support/site-database";
import { freePort, type SiteServer, startSiteServer, TEST_OWNER_EMAIL } from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import {
  enrolmentKey,
  getPage,
  linkIn,
  mailTo,
  postForm,
  recoveryCodesIn,
  totpCode,
} from "../support/staff-accounts";
import { cookieOf, signIn } from "../support/staff-client";

let clients = 0;
const nextClient = () => `203.0.113.${++clients}`;

const OWNER_NAME = "Odette Lavoie";

/**
 * A deployment (NODE_ENV=production: owners and sales need a second factor) started with no OWNER_NAME: the
 * first owner's first steps, and those of the people it invites.
 */
describe("a staff member's first steps on a deployment", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-first-steps-"));
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  let owner = "";
  const recovery: string[] = [];
  const settings = () => ({
    NODE_ENV: "production",
    OWNER_NAME: "",
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ...(site?.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
  });

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    site = await startSiteServer(settings());
  });

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks the first owner for a name before anything else, then for the second factor", async () => {
    owner = await signIn(site.origin, nextClient());
    for (const page of ["/tools", "/tools/accounts", "/tools/account/second-factor"]) {
      expect((await getPage(site.origin, page, owner)).location, page).toBe("/tools/account/name");
    }
    expect((await getPage(site.origin, "/api/photos/directory", owner)).status).toBe(403);

    const asked = await getPage(site.origin, "/tools/account/name", owner);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("What is your name?");
    expect(asked.text).toMatch(/<input[^>]*autocomplete="name"/i);
    const french = await getPage(site.origin, "/tools/account/name", `${owner}; i18next=fr`);
    expect(french.text).toMatch(/Quel est votre nom\s\?/);

    const blank = await postForm(site.origin, "/tools/account/name", owner, { name: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Enter your name (at most 100 characters).");
    const long = await postForm(site.origin, "/tools/account/name", `${owner}; i18next=fr`, {
      name: "x".repeat(101),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Entrez votre nom (100 caractères au plus).");

    const named = await postForm(site.origin, "/tools/account/name", owner, { name: ` ${OWNER_NAME} ` });
    expect(named.status).toBe(303);
    expect(named.headers.get("Location")).toBe("/tools");
    // Named: the page has nothing more to ask, and the second factor comes next.
    expect((await getPage(site.origin, "/tools/account/name", owner)).location).toBe("/tools");
    expect((await getPage(site.origin, "/tools", owner)).location).toBe("/tools/account/second-factor");
    const key = enrolmentKey((await getPage(site.origin, "/tools/account/second-factor", owner)).text);
    const enrolled = await postForm(site.origin, "/tools/account/second-factor", owner, {
      code: await totpCode(key),
    });
    recovery.push(...recoveryCodesIn(await enrolled.text()));
    expect(recovery).toHaveLength(10);
    const dashboard = await getPage(site.origin, "/tools", owner);
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(OWNER_NAME);
  });

  it("shows that name wherever the owner is named: invitations, share pages, the audit log", async () => {
    const invited = await postForm(site.origin, "/tools/accounts", owner, {
      name: "Samir Haddad",
      email: "samir@trafalgar.test",
      role: "sales",
      language: "en",
    });
    expect(invited.status).toBe(200);
    const mail = await mailTo(sink.received, "samir@trafalgar.test");
    expect(mail.text()).toContain(`${OWNER_NAME} has opened a staff account for you`);
    expect(mail.text()).not.toMatch(/\bOwner has opened/);

    const item = EDGE_CASE_ITEMS.bridgedGaps;
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: owner, Origin: site.origin },
      body: JSON.stringify({ mode: "photos", items: [{ item, photos: [`${item}_01.jpg`] }] }),
    });
    expect(prepared.status).toBe(201);
    const { download } = (await prepared.json()) as { download: { id: string } };
    const shared = await postForm(site.origin, "/tools/photo-downloader/shares", owner, {
      intent: "create",
      download: download.id,
      days: "7",
    });
    const token = /value="http[^"]+\/share\/([A-Za-z0-9_-]+)"/.exec(await shared.text())?.[1] ?? "";
    const share = await getPage(site.origin, `/share/${token}`, "");
    expect(share.text).toContain(`Sent by ${OWNER_NAME}, Trafalgar Brands`);

    const audit = await getPage(site.origin, "/tools/audit?action=accountChanged", owner);
    expect(audit.text).toContain(OWNER_NAME);
    expect(audit.text).toContain(TEST_OWNER_EMAIL);
  });

  it("carries an invitee who has just chosen a password on, signed in, to the second factor their role needs", async () => {
    const link = linkIn(await mailTo(sink.received, "samir@trafalgar.test"));
    const password = "copper kettles hum beside the window";
    const set = await postForm(site.origin, link, "", { password, repeat: password });
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/tools");
    const samir = cookieOf(set);
    // Signed in, yet nothing opens before the second factor a salesperson must have on a deployment.
    expect((await getPage(site.origin, "/tools", samir)).location).toBe("/tools/account/second-factor");
    expect((await getPage(site.origin, "/tools/messages", samir)).location).toBe(
      "/tools/account/second-factor",
    );
    expect((await getPage(site.origin, "/api/messages/export", samir)).status).toBe(403);
    expect((await getPage(site.origin, "/tools/account/second-factor", samir)).status).toBe(200);
  });

  it("carries a reset on to the second step, never past it, for an account with a second factor", async () => {
    const before = sink.received.filter((mail) => mail.to.includes(TEST_OWNER_EMAIL)).length;
    await postForm(site.origin, "/tools/password-reset", "", { email: TEST_OWNER_EMAIL });
    const link = linkIn(await mailTo(sink.received, TEST_OWNER_EMAIL, before));
    const password = "odette walks the dog along the canal";
    const set = await postForm(site.origin, link, "", { password, repeat: password });
    expect(set.headers.get("Location")).toBe("/tools/login/second-factor");
    const halfway = cookieOf(set);
    expect((await getPage(site.origin, "/tools", halfway)).location).toBe("/tools/login");
    expect((await getPage(site.origin, "/api/photos/directory", halfway)).status).toBe(401);
    expect((await getPage(site.origin, "/tools/login", halfway)).location).toBe("/tools/login/second-factor");
    // The owner's earlier session ended with the old password.
    expect((await getPage(site.origin, "/tools", owner)).location).toBe("/tools/login");
  });

  it("asks an existing site's owner, still called by the stand-in name, for a name at the next sign-in", async () => {
    await site.stop();
    await runOnSiteDatabase(site, "UPDATE staff_accounts SET name = $1 WHERE email = $2", [
      "Owner",
      TEST_OWNER_EMAIL,
    ]);
    await runOnSiteDatabase(site, "DELETE FROM schema_migrations WHERE name = $1", ["0865-first-owner-name"]);
    site = await startSiteServer(settings());
    // The owner's password is the one its reset chose; the second step follows with a recovery code.
    const again = await postForm(site.origin, "/tools/login", "", {
      email: TEST_OWNER_EMAIL,
      password: "odette walks the dog along the canal",
    });
    const halfway = cookieOf(again);
    const step = await postForm(site.origin, "/tools/login/second-factor", halfway, {
      code: recovery[0] ?? "",
    });
    expect(step.headers.get("Location")).toBe("/tools");
    expect((await getPage(site.origin, "/tools", halfway)).location).toBe("/tools/account/name");
  });
});
