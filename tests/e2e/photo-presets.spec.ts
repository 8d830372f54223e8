import sharp from "sharp";
import { PHOTO_SIZE } from "../../scripts/sample-catalogue/photo-art";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { zipContents } from "../support/zip-contents";
import { axeBuilder, clientAddress, expect, test } from "./fixtures";
import { openDownloader, PAGE } from "./photo-downloader-page";

const { bridgedGaps, gapOfThree } = EDGE_CASE_ITEMS;

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test("an export preset shapes and names the photos, and warns of those below the channel's minimum", async ({
  staffPage: page,
}) => {
  await openDownloader(page);
  const picker = page.getByRole("combobox", { name: "Export Preset" });
  await expect(picker).toHaveValue("originals");
  await expect(page.getByText("The photos as stored, unchanged")).toBeVisible();
  await picker.selectOption({ label: "Amazon" });
  await expect(page.getByText("2000 × 2000\u00a0px JPEG, centred on white, at most 10 MB")).toBeVisible();

  await page.getByRole("textbox", { name: "Item Numbers" }).fill(`${bridgedGaps},${gapOfThree}`);
  let downloads = 0;
  page.on("download", () => {
    downloads++;
  });
  await page.getByRole("button", { name: "Download Photos" }).click();
  // Amazon will refuse photos this small: the warnings come first, and the zip waits to be asked for.
  await expect(
    page.getByText("Amazon may refuse some of these photos. Read the warnings below"),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: `Item ${bridgedGaps}: 4 of 4 photos` }),
  ).toBeVisible();
  expect(downloads).toBe(0);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download anyway" }).click();
  const files = await zipContents(await (await downloading).path());
  const id = (item: string) => item.replace(/[^A-Za-z0-9]/g, "");
  expect([...files.keys()]).toEqual([
    `${id(bridgedGaps)}.MAIN.jpg`,
    `${id(bridgedGaps)}.PT01.jpg`,
    `${id(bridgedGaps)}.PT02.jpg`,
    `${id(bridgedGaps)}.PT03.jpg`,
    `${id(gapOfThree)}.MAIN.jpg`,
    `${id(gapOfThree)}.PT01.jpg`,
    "photo-files.csv",
  ]);
  // Amazon's names drop the dash: the list beside them says whose each file is.
  expect(files.get("photo-files.csv")?.toString()).toContain(`${bridgedGaps},${id(bridgedGaps)}.MAIN.jpg`);
  files.delete("photo-files.csv");
  for (const [name, bytes] of files) {
    expect(await sharp(bytes).metadata(), name).toMatchObject({ format: "jpeg", width: 2000, height: 2000 });
  }

  await expect(page.getByText("Successfully processed 2 item(s)", { exact: true })).toBeVisible();
  const warnings = page.getByRole("list", { name: "Warnings and Errors:" }).getByRole("listitem");
  // One line per item, not one per photo.
  await expect(warnings).toHaveText([
    `Item ${bridgedGaps}: 4 of 4 photos (01, 02, 04 and 07) are below Amazon’s 1000\u00a0px; the smallest is ${PHOTO_SIZE} × ${PHOTO_SIZE}`,
    `Item ${gapOfThree}: 2 of 2 photos (01 and 02) are below Amazon’s 1000\u00a0px; the smallest is ${PHOTO_SIZE} × ${PHOTO_SIZE}`,
  ]);

  // A sheet may link to a preset's images too: the picker stays, beside the sheet's format.
  await page.getByText("Sheet Creation").click();
  await expect(picker).toHaveValue("amazon");
  await expect(page.getByRole("combobox", { name: "Sheet Format" })).toBeVisible();
});

test("the preset picker and its warnings speak French", async ({ staffPage: page }) => {
  await openDownloader(page, `${PAGE}?lng=fr`);
  const picker = page.getByRole("combobox", { name: "Préréglage d’exportation" });
  await expect(picker).toHaveValue("originals");
  await expect(picker.locator("option").first()).toHaveText("Originaux");
  await picker.selectOption({ label: "Web (WebP, 1600\u00a0px)" });
  await expect(page.getByText("1600\u00a0px sur le côté long, WebP, au plus 1\u00a0Mo")).toBeVisible();
  await page.getByRole("textbox", { name: "Numéros d’article" }).fill(gapOfThree);
  await page.getByRole("button", { name: "Télécharger les photos" }).click();
  await expect(
    page.getByText(
      "Web (WebP, 1600\u00a0px) pourrait refuser certaines de ces photos. Lisez les avertissements",
    ),
  ).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger quand même" }).click();
  const files = await zipContents(await (await downloading).path());
  expect([...files.keys()]).toEqual([
    `${gapOfThree}/${gapOfThree}_01.webp`,
    `${gapOfThree}/${gapOfThree}_02.webp`,
  ]);
  const warnings = page.getByRole("list", { name: "Avertissements et erreurs :" }).getByRole("listitem");
  await expect(warnings.first()).toHaveText(
    `Article ${gapOfThree} : 2 photos sur 2 (01 et 02) sont sous le minimum de 1600\u00a0px exigé par Web (WebP, 1600\u00a0px)\u202f; la plus petite mesure ${PHOTO_SIZE} × ${PHOTO_SIZE}`,
  );
});

// Other workers export at the same time, so each test finds its own run by what it asked for; the
// newest-first order itself is proven in photos-history.test.ts.
test("the history lists each run, and Run again puts it back in the form", async ({ staffPage: page }) => {
  await openDownloader(page);
  await page.getByRole("textbox", { name: "Item Numbers" }).fill(`${bridgedGaps},${gapOfThree}`);
  await page.getByRole("combobox", { name: "Export Preset" }).selectOption({ label: "Zalando" });
  await page.getByRole("button", { name: "Download Photos" }).click();
  // The sample photos are below Zalando's minimum: the zip waits behind its warnings.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download anyway" }).click();
  await (await downloading).path();

  await page.getByRole("link", { name: "Export history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Export history" })).toBeVisible();
  const run = page
    .getByRole("table", { name: "Exports and sheets, newest first" })
    .getByRole("row")
    .filter({ hasText: "Zalando" })
    .filter({ hasText: `${bridgedGaps}, ${gapOfThree}` })
    .first();
  await expect(run.getByRole("cell").nth(0)).toHaveText("Photo Download");
  await expect(run.getByRole("cell").nth(2)).toHaveText("2");
  await expect(run.getByRole("cell").nth(3)).toHaveText("6");

  await run.getByRole("link", { name: /^Run again/ }).click();
  await expect(page).toHaveURL(/\/tools\/photo-downloader\?run=\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "The form holds the items" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Item Numbers" })).toHaveValue(
    `${bridgedGaps},${gapOfThree}`,
  );
  await expect(page.getByRole("radio", { name: "Photo Download" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Export Preset" })).toHaveValue("zalando");
});

test("the history speaks French and is accessible", async ({ staffPage: page }) => {
  // A download, two pages and a full axe run: more than the default budget on a busy two-core machine.
  test.setTimeout(60_000);
  await openDownloader(page, `${PAGE}?lng=fr`);
  await page.getByText("Création d’une feuille").click();
  await page.getByRole("textbox", { name: "Numéros d’article" }).fill(gapOfThree);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Créer la feuille" }).click();
  await (await downloading).path();
  await page.getByRole("link", { name: "Historique des exportations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Historique des exportations" })).toBeVisible();
  const run = page
    .getByRole("table", { name: "Exportations et feuilles, de la plus récente à la plus ancienne" })
    .getByRole("row")
    .filter({ hasText: "Création d’une feuille" })
    .first();
  await expect(run.getByRole("cell").nth(1)).toHaveText("Numéro d’article, URL de l’image (CSV)");
  await expect(run.getByRole("link", { name: /^Relancer/ })).toBeVisible();
  const { violations } = await axeBuilder(page).analyze();
  expect(violations).toEqual([]);
});

test("without scripts, a zip the channel may refuse waits behind its warnings @no-js", async ({
  staffPage: page,
}) => {
  await page.goto(PAGE);
  await page.getByRole("combobox", { name: "Export Preset" }).selectOption({ label: "Amazon" });
  await page.getByRole("textbox", { name: "Item Numbers" }).fill(`Item #\n${gapOfThree}`);
  await page.getByRole("button", { name: "Download Photos" }).click();
  await expect(
    page.getByText("Amazon may refuse some of these photos. Read the warnings below"),
  ).toBeVisible();
  // The column's title was skipped, not reported as two item numbers.
  await expect(page.getByText("Successfully processed 1 item(s)", { exact: true })).toBeVisible();
  await expect(page.getByText("No photos found for item Item")).toHaveCount(0);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download anyway" }).click();
  const files = await zipContents(await (await downloading).path());
  expect([...files.keys()]).toContain(`${gapOfThree.replace("-", "")}.MAIN.jpg`);
});
