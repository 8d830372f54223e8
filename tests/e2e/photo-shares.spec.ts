import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SHARES_PER_PAGE } from "~/features/photos/constants";
import { SAMPLE_CATALOGUE_DIR } from "../../app/lib/config.server";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { zipContents } from "../support/zip-contents";
import { axeBuilder, clientAddress, expect, signIn, test } from "./fixtures";
import { openDownloader, PAGE } from "./photo-downloader-page";

const { bridgedGaps, gapOfThree } = EDGE_CASE_ITEMS;

/** An item's name, brand and colour in the sample catalogue's product directory. */
function directoryEntry(item: string): { item_name: string; brand_name: string; color: string } {
  const file = path.resolve(
    import.meta.dirname,
    "../..",
    SAMPLE_CATALOGUE_DIR,
    "item_number_master_directory.json",
  );
  return JSON.parse(readFileSync(file, "utf8"))[item];
}

/** The Copy button reads back what it wrote: the browser lets these tests use the clipboard. */
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Exports `items` from the Photo Downloader at `url`, then makes a share link of the run; returns its path. */
async function shareRun(
  page: Page,
  url: string,
  items: string,
  words: { items: string; download: string; days: string; note: string; create: string; link: string },
  note: string,
): Promise<string> {
  await openDownloader(page, url);
  await page.getByRole("textbox", { name: words.items }).fill(items);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: words.download }).click();
  await (await downloading).path();
  await page.getByRole("spinbutton", { name: words.days }).fill("3");
  await page.getByRole("textbox", { name: words.note }).fill(note);
  await page.getByRole("button", { name: words.create }).click();
  const link = page.getByRole("textbox", { name: words.link });
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{32}$/);
  return new URL(await link.inputValue()).pathname;
}

const LIST = {
  en: {
    table: "Share links, newest first",
    pages: "Pages of share links",
    older: "Older links",
    from: (first: number) => new RegExp(`^Links ${first}–`),
  },
  fr: {
    table: "Liens de partage, du plus récent au plus ancien",
    pages: "Pages des liens de partage",
    older: "Liens plus anciens",
    from: (first: number) => new RegExp(`^Liens ${first} à`),
  },
} as const;

/**
 * The row of the link with `note` on the share links page, turning to older pages as a person would: tests
 * running side by side add links to the same list, which can push this one past the first page.
 */
async function shareRow(page: Page, note: string, words: (typeof LIST)[keyof typeof LIST]) {
  const table = page.getByRole("table", { name: words.table });
  const row = table.getByRole("row").filter({ hasText: note });
  const pages = page.getByRole("navigation", { name: words.pages });
  for (let pageNumber = 1; ; pageNumber++) {
    await expect(table).toBeVisible();
    if ((await row.count()) > 0) return row;
    if (pageNumber === 10) throw new Error(`No share link noted "${note}" in the first 10 pages`);
    await pages.getByRole("link", { name: words.older }).click();
    // The list on screen is the next page's, not the one before it.
    await expect(pages.getByText(words.from(pageNumber * SHARES_PER_PAGE + 1))).toBeVisible();
  }
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test("a share link opens signed out, downloads, counts, and ends at once when revoked", async ({
  staffPage: page,
}, testInfo) => {
  test.setTimeout(60_000);
  // Runs side by side share one server: each finds its own link in the list by its note.
  const note = `Photos for the spring catalogue (${testInfo.project.name})`;
  const path = await shareRun(
    page,
    PAGE,
    `${bridgedGaps},${gapOfThree}`,
    {
      items: "Item Numbers",
      download: "Download Photos",
      days: "Valid for (days, 1 to 90)",
      note: "Note for the retailer (optional)",
      create: "Create share link",
      link: "Share link",
    },
    note,
  );
  await expect(page.getByRole("status").filter({ hasText: "Share link created" })).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Copied$/ })).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(path);

  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Product photos" })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText("Sent by Odile Tremblay, Trafalgar Brands")).toBeVisible();
  await expect(page.getByText("To reach Odile Tremblay, contact our head office:")).toBeVisible();
  // The footer links to the same number and address: these are the share's own.
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /^\d{3}-\d{3}-\d{4}$/ })).toHaveAttribute("href", /^tel:\+1-/);
  await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  for (const item of [bridgedGaps, gapOfThree]) {
    const { item_name, brand_name, color } = directoryEntry(item);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: item }) });
    await expect(card.getByText(item_name, { exact: true })).toBeVisible();
    await expect(card.getByText(`${brand_name} · ${color}`, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("img", { name: `Item ${gapOfThree}, photo 02` })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all (zip)" }).click();
  const files = await zipContents(await (await downloading).path());
  expect([...files.keys()]).toHaveLength(6);
  const single = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download (zip): item ${gapOfThree}` }).click();
  expect([...(await zipContents(await (await single).path())).keys()]).toEqual([
    `${gapOfThree}/${gapOfThree}_01.jpg`,
    `${gapOfThree}/${gapOfThree}_02.jpg`,
  ]);

  await signIn(page);
  await page.goto(`${PAGE}/shares`);
  const row = await shareRow(page, note, LIST.en);
  await expect(row.getByRole("cell").nth(1)).toHaveText("Active");
  await expect(row.getByRole("cell").nth(5)).toHaveText("2");
  await row.getByRole("button", { name: /^Revoke the link/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "The link was revoked." })).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Revoked");

  await page.context().clearCookies();
  const gone = await page.goto(path);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This link has ended" })).toBeVisible();
});

test("a share link's page, and its end, speak French and are accessible", async ({
  staffPage: page,
}, testInfo) => {
  test.setTimeout(60_000);
  const note = `Pour votre catalogue (${testInfo.project.name})`;
  const path = await shareRun(
    page,
    `${PAGE}?lng=fr`,
    gapOfThree,
    {
      items: "Numéros d’article",
      download: "Télécharger les photos",
      days: "Valide pendant (jours, de 1 à 90)",
      note: "Note pour le détaillant (facultative)",
      create: "Créer un lien de partage",
      link: "Lien de partage",
    },
    note,
  );
  // The staff page, showing the new link, is accessible too.
  await expect(page.getByRole("status").filter({ hasText: "Lien de partage créé." })).toBeVisible();
  await page.getByRole("button", { name: "Copier le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Copié$/ })).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(path);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  await page.context().clearCookies();
  await page.goto(`${path}?lng=fr`);
  await expect(page.getByRole("heading", { level: 1, name: "Photos de produits" })).toBeVisible();
  await expect(page.getByText(/^1\u00a0article et 2\u00a0photos, préparés pour vous\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Tout télécharger (zip)" })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText("Envoyé par Odile Tremblay, Trafalgar Brands")).toBeVisible();
  await expect(
    page.getByText("Pour joindre Odile Tremblay, communiquez avec notre siège social\u00a0:"),
  ).toBeVisible();
  const { item_name, brand_name, color } = directoryEntry(gapOfThree);
  await expect(page.getByText(item_name, { exact: true })).toBeVisible();
  await expect(page.getByText(`${brand_name} · ${color}`, { exact: true })).toBeVisible();
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  await signIn(page);
  await page.goto(`${PAGE}/shares?lng=fr`);
  // Revoked from the keyboard, as a person who does not use a mouse would.
  const revoke = (await shareRow(page, note, LIST.fr)).getByRole("button", { name: /^Révoquer le lien/ });
  await revoke.focus();
  await expect(revoke).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Le lien a été révoqué." })).toBeVisible();
  await page.context().clearCookies();
  const gone = await page.goto(`${path}?lng=fr`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien n’est plus valide" })).toBeVisible();
  await expect(page.getByText("Ce lien de partage a été retiré.")).toBeVisible();
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
});

/**
 * More links than one page holds, made as the Photo Downloader's form would, each with `note` and its number (the
 * same request sent again gives the same link, decision 274).
 */
async function manyShares(page: Page, baseURL: string, note: string) {
  const prepared = await page.request.post("/api/photos/downloads", {
    headers: { Origin: baseURL },
    data: {
      mode: "photos",
      preset: "originals",
      items: [{ item: gapOfThree, photos: [`${gapOfThree}_01.jpg`] }],
    },
  });
  expect(prepared.status()).toBe(201);
  const { id } = (await prepared.json()).download;
  for (let index = 0; index <= SHARES_PER_PAGE; index++) {
    const created = await page.request.post(`${PAGE}/shares`, {
      headers: { Origin: baseURL },
      form: { intent: "create", download: id, days: "1", note: `${note} ${index + 1}` },
    });
    expect(created.status()).toBe(200);
  }
}

test("the share links list turns its pages with plain links", async ({
  staffPage: page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await manyShares(page, baseURL ?? "", `Paging (${testInfo.project.name})`);
  await page.goto(`${PAGE}/shares`);
  const rows = page.getByRole("table", { name: "Share links, newest first" }).getByRole("row");
  // A header row and one page of links.
  await expect(rows).toHaveCount(SHARES_PER_PAGE + 1);
  const pages = page.getByRole("navigation", { name: "Pages of share links" });
  await expect(pages.getByText(/^Links 1–25 of \d+$/)).toBeVisible();
  await expect(pages.getByRole("link", { name: "Newer links" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Older links" }).click();
  await expect(page).toHaveURL(/\/shares\?page=2$/);
  await expect(pages.getByText(/^Links 26–\d+ of \d+$/)).toBeVisible();
  await pages.getByRole("link", { name: "Newer links" }).click();
  await expect(page).toHaveURL(/\/shares$/);
  await expect(pages.getByText(/^Links 1–25 of \d+$/)).toBeVisible();
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
});

test("without scripts, in French, the pages turn and a link revoked on page 2 stays on page 2 @no-js", async ({
  staffPage: page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const note = `Pagination (${testInfo.project.name})`;
  await manyShares(page, baseURL ?? "", note);
  await page.goto(`${PAGE}/shares?lng=fr`);
  const pages = page.getByRole("navigation", { name: "Pages des liens de partage" });
  await expect(pages.getByText(/^Liens 1 à 25 sur \d+$/)).toBeVisible();
  await pages.getByRole("link", { name: "Liens plus anciens" }).click();
  await expect(page).toHaveURL(/\/shares\?page=2$/);
  await expect(pages.getByText(/^Liens 26 à \d+ sur \d+$/)).toBeVisible();
  const revoke = page
    .getByRole("table", { name: "Liens de partage, du plus récent au plus ancien" })
    .getByRole("row")
    .filter({ hasText: note })
    .getByRole("button", { name: /^Révoquer le lien/ })
    .first();
  await revoke.click();
  await expect(page.getByRole("status").filter({ hasText: "Le lien a été révoqué." })).toBeVisible();
  await expect(page).toHaveURL(/\/shares\?page=2$/);
  await expect(pages.getByRole("link", { name: "Liens plus récents" })).toBeVisible();

  const beyond = await page.goto(`${PAGE}/shares?page=999`);
  expect(beyond?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText(
    /^Il n’y a pas de page 999\u00a0: la liste compte \d+\u00a0pages\./,
  );
  await page.getByRole("link", { name: "Voir les liens les plus récents" }).click();
  await expect(pages.getByText(/^Liens 1 à 25 sur \d+$/)).toBeVisible();
});
