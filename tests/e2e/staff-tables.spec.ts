import type { Page } from "@playwright/test";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { axeBuilder, clientAddress, expect, test } from "./fixtures";
import { PAGE } from "./photo-downloader-page";

const { gapOfThree } = EDGE_CASE_ITEMS;

/**
 * The staff tables on a 390 px phone: each row a card of "column: value" lines, every action in reach, and
 * the page never wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

/** A run of the history, a share link made of it, and a message from the contact form. */
async function staffRecords(page: Page, origin: string, note: string) {
  const prepared = await page.request.post("/api/photos/downloads", {
    headers: { Origin: origin },
    data: {
      mode: "photos",
      preset: "originals",
      items: [{ item: gapOfThree, photos: [`${gapOfThree}_01.jpg`] }],
    },
  });
  expect(prepared.status()).toBe(201);
  const { id } = (await prepared.json()).download;
  const shared = await page.request.post(`${PAGE}/shares`, {
    headers: { Origin: origin },
    form: { intent: "create", download: id, days: "1", note },
  });
  expect(shared.status()).toBe(200);
  const captcha = await solvedCaptcha(origin);
  const sent = await postContact(
    origin,
    { ...SAMPLE_MESSAGE, recipient: "sales", language: "fr", page: "/contact", captcha },
    "203.0.113.77",
  );
  expect(sent.status).toBe(200);
}

/** The page fits the screen, and every row of `table` lies inside it. */
async function fitsTheScreen(page: Page, table: ReturnType<Page["getByRole"]>) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const rows = await table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect();
      return { left: box.left, right: box.right, overflows: row.scrollWidth > row.clientWidth };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.left).toBeGreaterThanOrEqual(0);
    expect(row.right).toBeLessThanOrEqual(390);
    expect(row.overflows).toBe(false);
  }
}

const WORDS = {
  en: {
    history: "Exports and sheets, newest first",
    runAgain: /^Run again: /,
    mode: "Mode",
    shares: "Share links, newest first",
    status: "Status",
    revoke: /^Revoke the link/,
  },
  fr: {
    history: "Exportations et feuilles, de la plus récente à la plus ancienne",
    runAgain: /^Relancer\s: /,
    mode: "Mode",
    shares: "Liens de partage, du plus récent au plus ancien",
    status: "État",
    revoke: /^Révoquer le lien/,
  },
} as const;

for (const language of ["en", "fr"] as const) {
  test(`at 390 px the history, share links and messages are cards, in reach, with no sideways scroll (${language})`, async ({
    staffPage: page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    const note = `Cards (${language}, ${testInfo.project.name})`;
    await staffRecords(page, baseURL ?? "", note);

    await page.goto(`${PAGE}/history?lng=${language}`);
    const history = page.getByRole("table", { name: words.history });
    await expect(history).toBeVisible();
    await fitsTheScreen(page, history);
    const run = history.getByRole("row").nth(1);
    // The column's name is on the card, beside its value.
    expect(
      await run
        .getByRole("cell")
        .first()
        .evaluate((cell) => getComputedStyle(cell, "::before").content),
    ).toBe(`"${words.mode}"`);
    const runAgain = run.getByRole("link", { name: words.runAgain });
    await runAgain.scrollIntoViewIfNeeded();
    await expect(runAgain).toBeInViewport();
    await runAgain.click();
    await expect(page).toHaveURL(/\/tools\/photo-downloader\?run=\d+$/);

    await page.goto(`${PAGE}/shares?lng=${language}`);
    const shares = page.getByRole("table", { name: words.shares });
    await expect(shares).toBeVisible();
    await fitsTheScreen(page, shares);
    const share = shares.getByRole("row").filter({ hasText: note });
    await expect(share.getByText(note)).toBeVisible();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    const revoke = share.getByRole("button", { name: words.revoke });
    await revoke.scrollIntoViewIfNeeded();
    await expect(revoke).toBeInViewport();
    await revoke.click();
    await expect(share.getByRole("button", { name: words.revoke })).toHaveCount(0);

    await page.goto(`/tools/messages?lng=${language}`);
    const messages = page.getByRole("table");
    await expect(messages).toBeVisible();
    await fitsTheScreen(page, messages);
    const sender = messages
      .getByRole("link", { name: `${SAMPLE_MESSAGE.firstName} ${SAMPLE_MESSAGE.lastName}` })
      .first();
    await sender.scrollIntoViewIfNeeded();
    await expect(sender).toBeInViewport();
    await sender.click();
    await expect(page).toHaveURL(/\/tools\/messages\/\d+/);
  });
}
