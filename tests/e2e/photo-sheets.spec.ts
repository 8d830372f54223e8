import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { axeBuilder, clientAddress, expect, test } from "./fixtures";
import { openDownloader, PAGE } from "./photo-downloader-page";

const { bridgedGaps, gapOfThree } = EDGE_CASE_ITEMS;

/** The downloaded sheet's lines, after the byte order mark that lets Excel read it as UTF-8. */
async function sheetLines(page: Page, button: string): Promise<string[]> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^photo_links_[\d-T]+\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).trimEnd().split("\r\n");
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test("Sheet Creation keeps the spec's sheet by default and writes Shopify's CSV of public export links", async ({
  staffPage: page,
  request,
}) => {
  await openDownloader(page);
  await expect(page.getByRole("combobox", { name: "Sheet Format" })).toHaveCount(0);
  await page.getByText("Sheet Creation").click();
  const format = page.getByRole("combobox", { name: "Sheet Format" });
  await expect(format).toHaveValue("links");
  await expect(page.getByText("One line per image: item number and image link")).toBeVisible();
  await page.getByRole("textbox", { name: "Item Numbers" }).fill(gapOfThree);
  const spec = await sheetLines(page, "Create Sheet");
  expect(spec[0]).toBe("Item Number,Image URL");
  expect(spec[1]).toMatch(new RegExp(`^${gapOfThree},http://[^,]+/images/product_photos_item_numbers/`));

  await format.selectOption({ label: "Shopify product CSV" });
  await page.getByRole("combobox", { name: "Export Preset" }).selectOption({ label: "Shopify" });
  await expect(page.getByText(/^With a preset, the sheet links to its images/)).toBeVisible();
  await page.getByRole("textbox", { name: "Item Numbers" }).fill(`${bridgedGaps},${gapOfThree}`);
  const shopify = await sheetLines(page, "Create Sheet");
  expect(shopify[0]).toBe("Handle,Image Src,Image Position,Image Alt Text");
  const handle = bridgedGaps.toLowerCase().replaceAll("_", "-");
  expect(shopify[1]).toMatch(
    new RegExp(
      `^${handle},(http://[^,]+/images/exports/shopify/${bridgedGaps}/${bridgedGaps}-01\\.jpg),1,.+$`,
    ),
  );
  // The link answers a signed-out client (no staff cookie in this request context) with the made image.
  const link = new URL(shopify[1]?.split(",")[1] ?? "");
  const image = await request.get(link.pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(image.headers()["cache-control"]).toBe("public, max-age=2592000");
});

test("the format picker speaks French and writes Google Merchant Center's columns", async ({
  staffPage: page,
}) => {
  await openDownloader(page, `${PAGE}?lng=fr`);
  await page.getByText("Création d’une feuille").click();
  const format = page.getByRole("combobox", { name: "Format de la feuille" });
  await expect(format).toHaveValue("links");
  await expect(format.locator("option").first()).toHaveText("Numéro d’article, URL de l’image (CSV)");
  await format.selectOption({ label: "Google Merchant Center" });
  await expect(
    page.getByText("id, image_link, additional_image_link\u00a0: une ligne par article"),
  ).toBeVisible();
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await page.getByRole("textbox", { name: "Numéros d’article" }).fill(gapOfThree);
  const lines = await sheetLines(page, "Créer la feuille");
  expect(lines[0]).toBe("id,image_link,additional_image_link");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${gapOfThree},http://\\S+_01\\.jpg,"?http://\\S+_02\\.jpg"?$`));
});
