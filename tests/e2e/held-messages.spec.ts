import type { Browser, Page } from "@playwright/test";
import {
  freePort,
  type SiteServer,
  startSiteServer,
  TEST_FILL_MS,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { eventually, smtpSink } from "../support/smtp-sink";
import { axeBuilder, expect, test } from "./fixtures";

/**
 * Decision 232 end to end: a visitor without JavaScript sends two messages (each confirmed once); staff find
 * them held, deliver one and delete the other. A server of its own, so the counts are this file's.
 */
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let sink: ReturnType<typeof smtpSink>;

test.beforeAll(async () => {
  sink = smtpSink(await freePort());
  await sink.start();
  site = await startSiteServer({ SMTP_URL: sink.url, CONTACT_TO_SALES: "sales-team@trafalgar.example" });
});

test.afterAll(async () => {
  await site?.stop();
  await sink?.stop();
});

/** A visitor whose browser runs no scripts writes to sales from the contact page. */
async function sendWithoutScripts(browser: Browser, company: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/contact`);
  await page.getByLabel("Department").selectOption("sales");
  for (const [label, value] of [
    ["First name", "Claire"],
    ["Last name", "Tremblay"],
    ["Company", company],
    ["Email", "claire@chaussures-tremblay.example"],
    ["Phone number", "+1 514 555 0142"],
    ["Message", `Hello from ${company}.`],
  ] as const)
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("One more step");
  await page.waitForTimeout(TEST_FILL_MS);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Your message was received.");
  await context.close();
}

async function signIn(page: Page) {
  await page.goto(`${site.origin}/tools/login`);
  await page.getByLabel("E-mail address").fill(TEST_OWNER_EMAIL);
  await page.getByLabel("Password").fill(TEST_TOOLS_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${site.origin}/tools`);
}

test("staff read held messages, deliver one and delete the other", async ({ browser, page }) => {
  test.setTimeout(90_000);
  await sendWithoutScripts(browser, "Held Shoes One");
  await sendWithoutScripts(browser, "Held Shoes Two");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sink.received).toEqual([]);

  await signIn(page);
  const note = page.getByRole("region", { name: "Messages to read" });
  await expect(note).toContainText("2 messages sent without JavaScript are held");
  await note.getByRole("link", { name: "Read the held messages" }).click();
  await expect(page.getByRole("status").first()).toHaveText("2 messages");
  await expect(page.getByRole("table").getByText("Held for review")).toHaveCount(2);
  const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole("row").filter({ hasText: "Held Shoes One" }).getByRole("link").first().click();
  await expect(page.getByText("Sent without JavaScript, so the website could not check")).toBeVisible();
  await page.getByRole("button", { name: "Deliver" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The message is released and will be delivered in a moment.",
  );
  await eventually(() => sink.received.length === 1, "the delivered message");
  expect(sink.received[0]?.to).toEqual(["sales-team@trafalgar.example"]);
  expect(sink.received[0]?.text()).toContain("Hello from Held Shoes One.");
  await expect(page.getByRole("button", { name: "Deliver" })).toHaveCount(0);

  await page.goto(`${site.origin}/tools/messages?status=held`);
  await page.getByRole("row").filter({ hasText: "Held Shoes Two" }).getByRole("link").first().click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").first()).toHaveText("The held message was deleted.");
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sink.received).toHaveLength(1);
});
