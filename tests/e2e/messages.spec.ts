import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { runOnSiteDatabase } from "../support/site-database";
import {
  freePort,
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { eventually, smtpSink } from "../support/smtp-sink";
import { axeBuilder, expect, test } from "./fixtures";

/**
 * The Messages tool on a server of its own, whose mail server the tests control: it is down until the last
 * test starts it, so the stored messages wait undelivered, and one has failed for good.
 */
test.describe.configure({ mode: "serial" });

const HOUR_MS = 60 * 60 * 1000;
let site: SiteServer;
let sink: ReturnType<typeof smtpSink>;
const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-e2e-messages-"));

async function startSite(smtpPort: number, databaseUrl?: string) {
  return startSiteServer({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const smtpPort = await freePort();
  sink = smtpSink(smtpPort);
  site = await startSite(smtpPort);
  const send = async (body: Record<string, string>, client: string) => {
    const captcha = await solvedCaptcha(site.origin);
    const response = await postContact(site.origin, { ...SAMPLE_MESSAGE, ...body, captcha }, client);
    expect(response.status).toBe(200);
  };
  await send(
    {
      recipient: "sales",
      language: "en",
      page: "/contact",
      firstName: "Ann",
      lastName: "Lee",
      company: "Shoes Co",
    },
    "203.0.113.21",
  );
  await send(
    {
      brand: "dockers",
      language: "fr",
      page: "/brands/dockers",
      firstName: "Zoé",
      lastName: "Roy",
      company: "Bottes Roy",
      message: "Avez-vous des bottes d’hiver?",
    },
    "203.0.113.22",
  );
  // Ann's message has been failing for three days: at the next start, its next attempt gives up.
  await site.stop();
  await runOnSiteDatabase(
    site,
    "UPDATE contact_outbox SET created_at = $1, next_attempt_at = $2, last_error = 'connect ECONNREFUSED' WHERE id = 1",
    [Date.now() - 73 * HOUR_MS, Date.now()],
  );
  site = await startSite(smtpPort, site.databaseUrl);
});

test.afterAll(async () => {
  await site?.stop();
  await sink?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, language: "en" | "fr" = "en") {
  await page.goto(`${site.origin}/tools/login?lng=${language}`);
  await page.getByLabel(language === "en" ? "E-mail address" : "Adresse courriel").fill(TEST_OWNER_EMAIL);
  await page.getByLabel(language === "en" ? "Password" : "Mot de passe").fill(TEST_TOOLS_PASSWORD);
  await page.getByRole("button", { name: language === "en" ? "Sign in" : "Se connecter" }).click();
  await expect(page).toHaveURL(`${site.origin}/tools`);
}

test("signed out, the Messages pages go to sign-in and the export answers 401", async ({ page }) => {
  await page.goto(`${site.origin}/tools/messages`);
  await expect(page).toHaveURL(`${site.origin}/tools/login`);
  await page.goto(`${site.origin}/tools/messages/1`);
  await expect(page).toHaveURL(`${site.origin}/tools/login`);
  const csv = await page.request.get(`${site.origin}/api/messages/export`);
  expect(csv.status()).toBe(401);
  expect(await csv.json()).toEqual({ error: "unauthorized" });
});

test("the dashboard warns of failing messages; the list filters, searches and opens a message @phone", async ({
  page,
}) => {
  await signIn(page);
  const warning = page.getByRole("region", { name: "Messages are not being delivered" });
  await expect(warning).toContainText(
    "1 message has been failing to reach its recipient for more than an hour.",
  );
  await warning.getByRole("link", { name: "See the failed messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("1 message");
  await expect(page.getByRole("link", { name: "Ann Lee" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zoé Roy" })).toHaveCount(0);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByRole("status")).toHaveText("2 messages");
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText("Zoé Roy");
  await expect(rows.nth(1)).toContainText("Brand form: Dockers");
  await expect(rows.nth(1)).toContainText("Français");
  await expect(rows.nth(1)).toContainText("Pending");
  await expect(rows.nth(2)).toContainText("Ann Lee");
  await expect(rows.nth(2)).toContainText("General form: Sales");
  await expect(rows.nth(2)).toContainText("Failed");
  await expect(rows.nth(2)).toContainText(/\d{1,2}:\d{2}\s[ap]\.m\. E[SD]T/);

  await page.getByLabel("Form").selectOption("Dockers");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/form=dockers/);
  await expect(page.getByRole("status")).toHaveText("1 message");
  await expect(page.getByRole("link", { name: "Zoé Roy" })).toBeVisible();

  await page.getByLabel("Form").selectOption("");
  await page.getByLabel("Search").fill("shoes co");
  await page.getByLabel("Search").press("Enter");
  await expect(page.getByRole("status")).toHaveText("1 message");
  await page.getByRole("link", { name: "Ann Lee" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message from Ann Lee" })).toBeVisible();
  await expect(page.getByText(SAMPLE_MESSAGE.message.split("\n")[1] ?? "")).toBeVisible();
  await expect(page.getByText("connect ECONNREFUSED")).toBeVisible();
  await expect(page.getByText(/\/contact$/)).toBeVisible();

  for (const url of [`${site.origin}/tools/messages`, `${site.origin}/tools/messages/1`]) {
    await page.goto(url);
    const results = await axeBuilder(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((violation) => violation.id),
      url,
    ).toEqual([]);
  }
});

test("the list shows the start of each message, and one is marked handled and back, its filters kept @phone", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${site.origin}/tools/messages?form=dockers`);
  const row = page.getByRole("row").filter({ hasText: "Zoé Roy" });
  await expect(row).toContainText("Avez-vous des bottes d’hiver?");
  await expect(row).toContainText("Not yet");
  await row.getByRole("button", { name: "Mark handled, message from Zoé Roy" }).click();
  await expect(row).toContainText(/By .+, \w+day, \w+ \d{1,2}, \d{4} at /);
  await expect(page).toHaveURL(`${site.origin}/tools/messages?form=dockers`);
  await expect(page.getByRole("status")).toHaveText("1 message");
  const results = await axeBuilder(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await row.getByRole("button", { name: "Mark not handled, message from Zoé Roy" }).click();
  await expect(row).toContainText("Not yet");
  await expect(row.getByRole("button", { name: "Mark handled, message from Zoé Roy" })).toBeVisible();
});

test("in French, with the keyboard", async ({ page }) => {
  await signIn(page, "fr");
  await page.getByRole("navigation", { name: "Outils" }).getByRole("link", { name: "Messages" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await page.getByLabel("État").selectOption("En échec");
  await page.getByLabel("Recherche").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("1 message");
  await expect(page.getByRole("row").nth(1)).toContainText("Formulaire général : Ventes");
  await expect(page.getByRole("row").nth(1)).toContainText("En échec");
  await expect(page.getByRole("row").nth(1)).toContainText(/\d{1,2} h \d{2} H[NA]E/);
});

test("the CSV export holds the current filter's messages", async ({ page }) => {
  await signIn(page);
  await page.goto(`${site.origin}/tools/messages?form=dockers`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^messages_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), "utf8").split("\r\n");
  expect(lines[0]).toMatch(/^\uFEFFID,Received \(Eastern time\),Delivery,/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(",Brand form: Dockers,");
  expect(lines[1]).toContain(",Zoé Roy,Bottes Roy,");
  expect(lines[1]).toMatch(/,Avez-vous des bottes d’hiver\?$/);
});

test("a failed message is sent again once the mail server is back", async ({ page }) => {
  await sink.start();
  await signIn(page);
  await page.goto(`${site.origin}/tools/messages/1`);
  await expect(page.getByText("Failed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The message is queued and will be sent again in a moment.",
  );
  // Zoé's message, still pending, goes out too now that the mail server answers.
  const annSubject = "Sales — Website enquiry from Ann Lee (Shoes Co)";
  await eventually(
    () => sink.received.some((mail) => mail.subject() === annSubject),
    "the message sent again",
  );
  expect(sink.received.filter((mail) => mail.subject() === annSubject)).toHaveLength(1);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Sent", { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
});
