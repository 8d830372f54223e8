import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SAMPLE_CATALOGUE_DIR } from "../../app/lib/config.server";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { zipContents } from "../support/zip-contents";
import { axeBuilder, clientAddress, expect, signIn, test } from "./fixtures";
import { openDownloader, PAGE } from "./photo-downloader-page";

const CATALOGUE = path.resolve(import.meta.dirname, "../..", SAMPLE_CATALOGUE_DIR);
const { zeroBytePhoto, notAnImage, bridgedGaps, gapOfThree, listedWithoutPhotos, fullSet } = EDGE_CASE_ITEMS;
const FILE_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}/;

/** The sample catalogue's directory of products, as the Photo Downloader reads it. */
const catalogueDirectory = (): Record<
  string,
  { has_photos: boolean; brand_name: string; season_code: string; item_name: string; color: string }
> => JSON.parse(readFileSync(path.join(CATALOGUE, "item_number_master_directory.json"), "utf8"));
const itemNumbers = (page: Page, label = "Item Numbers") => page.getByRole("textbox", { name: label });
const warnings = (page: Page) =>
  page.getByRole("list", { name: "Warnings and Errors:" }).getByRole("listitem");

test.beforeAll(async ({ request }) => {
  // A fresh DATA_DIR's database takes seconds to open on first use: not what these tests time.
  test.setTimeout(60_000);
  await request.get("/api/photos/directory");
});

test.beforeEach(async ({ page }, testInfo) => {
  // Sign-in is throttled per client: each test is its own.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test("the Photo Downloader and its data need a staff sign-in", async ({ page }) => {
  await page.goto(PAGE);
  await expect(page).toHaveURL("/tools/login");
  for (const api of ["/api/photos/directory", "/api/photos/downloads/anything"]) {
    const response = await page.request.get(api);
    expect(response.status(), api).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  }
  const lookup = await page.request.post("/api/photos/lookups", {
    data: { mode: "photos", items: ["90001-001"] },
  });
  expect(lookup.status()).toBe(401);
});

test("photo mode zips every photo found, byte for byte, one folder per item", async ({ staffPage: page }) => {
  await openDownloader(page);
  await expect(page.getByRole("heading", { level: 1, name: "Photo Downloader" })).toBeVisible();
  await expect(page.getByText("Download photos by item numbers as a zip file")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Photo Download" })).toBeChecked();
  await expect(itemNumbers(page)).toHaveAttribute("placeholder", /^\d+-\d+,\d+-\d+,\d+-\d+$/);
  await expect(
    page.getByText(
      "Separate item numbers with commas, spaces or line breaks, or paste a column from a spreadsheet",
    ),
  ).toBeVisible();

  const button = page.getByRole("button", { name: "Download Photos" });
  await expect(button).toBeDisabled();
  await itemNumbers(page).fill(
    `${zeroBytePhoto}, ${notAnImage},${bridgedGaps},${gapOfThree},${listedWithoutPhotos}`,
  );
  const downloading = page.waitForEvent("download");
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^photos_${FILE_TIMESTAMP.source}\\.zip$`));

  const files = await zipContents(await download.path());
  const expected = [
    `${zeroBytePhoto}/${zeroBytePhoto}_01.jpg`,
    `${zeroBytePhoto}/${zeroBytePhoto}_03.jpg`,
    `${notAnImage}/${notAnImage}_01.jpg`,
    `${notAnImage}/${notAnImage}_03.jpg`,
    `${bridgedGaps}/${bridgedGaps}_01.jpg`,
    `${bridgedGaps}/${bridgedGaps}_02.jpg`,
    `${bridgedGaps}/${bridgedGaps}_04.jpg`,
    `${bridgedGaps}/${bridgedGaps}_07.jpg`,
    `${gapOfThree}/${gapOfThree}_01.jpg`,
    `${gapOfThree}/${gapOfThree}_02.jpg`,
  ];
  expect([...files.keys()]).toEqual(expected);
  for (const [name, bytes] of files)
    expect(bytes.equals(readFileSync(path.join(CATALOGUE, name))), name).toBe(true);

  await expect(page.getByText("Successfully processed 4 item(s)", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Processed items" }).getByRole("listitem")).toHaveText([
    zeroBytePhoto,
    notAnImage,
    bridgedGaps,
    gapOfThree,
  ]);
  await expect(page.getByText("Warnings and Errors:")).toBeVisible();
  await expect(page.getByText(`No photos found for item ${listedWithoutPhotos}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Skipped items:" }).getByRole("listitem")).toHaveText([
    listedWithoutPhotos,
  ]);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(itemNumbers(page)).toHaveValue("");
  await expect(page.getByText(/Successfully processed/)).toHaveCount(0);
  await expect(page.getByText("Warnings and Errors:")).toHaveCount(0);
});

test("sheet mode downloads the CSV of image links, exactly", async ({ staffPage: page, baseURL }) => {
  await openDownloader(page);
  await page.getByText("Sheet Creation").click();
  await expect(page.getByText("Generate a CSV sheet with item numbers and image links")).toBeVisible();
  await itemNumbers(page).fill(`${zeroBytePhoto},${notAnImage}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Create Sheet" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^photo_links_${FILE_TIMESTAMP.source}\\.csv$`));

  // The test server's PUBLIC_SITE_ORIGIN is http://localhost:$PORT (tests/support/e2e-server.ts).
  const origin = `http://localhost:${new URL(baseURL ?? "").port}`;
  const link = (item: string, number: string) =>
    `${item},${origin}/images/product_photos_item_numbers/${item}/${item}_${number}.jpg`;
  expect(readFileSync(await download.path(), "utf8")).toBe(
    `\uFEFF${[
      "Item Number,Image URL",
      link(zeroBytePhoto, "01"),
      link(zeroBytePhoto, "02"),
      link(zeroBytePhoto, "03"),
      link(notAnImage, "01"),
      link(notAnImage, "03"),
      "",
    ].join("\r\n")}`,
  );
  await expect(
    page.getByText("Successfully processed 2 item(s) (5 image(s))", { exact: true }),
  ).toBeVisible();

  // The links in the sheet work for anyone: the photos are public.
  const photo = await page.request.get(
    `/images/product_photos_item_numbers/${notAnImage}/${notAnImage}_01.jpg`,
  );
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/jpeg");
});

test.describe("messages", () => {
  test("input that holds no valid item number runs nothing", async ({ staffPage: page }) => {
    await openDownloader(page);
    await itemNumbers(page).fill(" , ,, ");
    await page.getByRole("button", { name: "Download Photos" }).click();
    await expect(page.getByText("No valid item numbers provided")).toBeVisible();
    // Clear empties the result, so the same message again can only come from a new run.
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page.getByText("No valid item numbers provided")).toHaveCount(0);
    await itemNumbers(page).fill("../../etc/passwd");
    await page.getByRole("button", { name: "Download Photos" }).click();
    await expect(page.getByText("No valid item numbers provided")).toBeVisible();
    await itemNumbers(page).fill("   ");
    await expect(page.getByRole("button", { name: "Download Photos" })).toBeDisabled();
  });

  test("items without photos and malformed ones are skipped; none found says so", async ({
    staffPage: page,
  }) => {
    await openDownloader(page);
    await itemNumbers(page).fill("00000-000,../secret,NO_SUCH_ITEM");
    await page.getByRole("button", { name: "Download Photos" }).click();
    await expect(warnings(page)).toHaveText([
      "No photos found for item 00000-000",
      "Error processing item ../secret: not a valid item number (letters, digits, dashes and underscores only)",
      "No photos found for item NO_SUCH_ITEM",
      "No photos were found for any of the provided item numbers",
    ]);
    await expect(page.getByRole("list", { name: "Skipped items:" }).getByRole("listitem")).toHaveText([
      "00000-000",
      "../secret",
      "NO_SUCH_ITEM",
    ]);
    await expect(page.getByText(/Successfully processed/)).toHaveCount(0);
  });

  test.describe("when the server fails", () => {
    test.use({ allowedConsoleErrors: [/status of 50[03]/] });

    test("a failed zip, sheet or lookup is reported and the page is usable again", async ({
      staffPage: page,
    }) => {
      await openDownloader(page);
      await page.route("/api/photos/downloads", (route) =>
        route.fulfill({ status: 503, json: { error: "disk full" } }),
      );
      await itemNumbers(page).fill(bridgedGaps);
      await page.getByRole("button", { name: "Download Photos" }).click();
      await expect(page.getByText("Error generating zip file: disk full")).toBeVisible();

      await page.getByText("Sheet Creation").click();
      await page.getByRole("button", { name: "Create Sheet" }).click();
      await expect(page.getByText("Error generating CSV file: disk full")).toBeVisible();

      await page.route("/api/photos/lookups", (route) => route.fulfill({ status: 500, body: "" }));
      await page.getByRole("button", { name: "Create Sheet" }).click();
      await expect(page.getByText("Unexpected error: HTTP 500")).toBeVisible();
      await expect(page.getByRole("button", { name: "Create Sheet" })).toBeEnabled();
      await expect(itemNumbers(page)).toBeEnabled();
    });
  });
});

test.describe("a column pasted from a spreadsheet", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  /** Pastes `text` into the Item Numbers field as staff do: from the clipboard, with the keyboard. */
  async function paste(page: Page, name: string, text: string) {
    await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
    await page.getByRole("textbox", { name }).focus();
    await page.keyboard.press("ControlOrMeta+V");
  }

  test("is read line by line and cell by cell; pieces that are not item numbers are named", async ({
    staffPage: page,
  }) => {
    await openDownloader(page);
    // Excel copies a column with Windows line breaks, and cells side by side with tabs.
    await paste(page, "Item Numbers", `${bridgedGaps}\r\n../secret\r\n${gapOfThree}\tphoto.jpg\r\n`);
    await expect(itemNumbers(page)).toHaveValue(`${bridgedGaps}\n../secret\n${gapOfThree}\tphoto.jpg\n`);
    const note = page.getByText("Not item numbers: ../secret, photo.jpg.");
    await expect(note).toBeVisible();
    await expect(itemNumbers(page)).toHaveAccessibleDescription(
      /Not item numbers: \.\.\/secret, photo\.jpg\./,
    );

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Photos" }).click();
    await downloading;
    await expect(page.getByText("Successfully processed 2 item(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Processed items" }).getByRole("listitem")).toHaveText([
      bridgedGaps,
      gapOfThree,
    ]);

    await itemNumbers(page).fill(`${bridgedGaps} ${gapOfThree}`);
    await expect(note).toHaveCount(0);
    await expect(page.getByText(/^Not an? item number/)).toHaveCount(0);
  });

  test("in French, the note says which piece is not an item number", async ({ staffPage: page }) => {
    await openDownloader(page, `${PAGE}?lng=fr`);
    await expect(
      page.getByText(
        "Séparez les numéros d’article par des virgules, des espaces ou des retours à la ligne, ou collez une colonne d’un tableur",
      ),
    ).toBeVisible();
    await paste(page, "Numéros d’article", `${bridgedGaps}\n${gapOfThree}\nphoto.jpg\n`);
    await expect(
      page.getByText("Ce n’est pas un numéro d’article\u00a0: photo.jpg.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Numéros d’article" })).toHaveAccessibleDescription(
      /Ce n’est pas un numéro d’article\u00a0: photo\.jpg\./,
    );
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger les photos" }).click();
    await downloading;
    await expect(page.getByRole("list", { name: "Articles traités" }).getByRole("listitem")).toHaveText([
      bridgedGaps,
      gapOfThree,
    ]);
  });
});

test.describe("without scripts", () => {
  test("typed item numbers and the button download the zip; nothing valid is said on the page @no-js", async ({
    staffPage: page,
  }) => {
    await page.goto(PAGE);
    // The list needs scripts and says so; the button posts the form, so it is enabled with the field blank.
    await expect(page.getByText("Browsing products needs JavaScript")).toBeVisible();
    const button = page.getByRole("button", { name: "Download Photos" });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText("Please enter at least one item number or select products")).toBeVisible();

    await itemNumbers(page).fill(`${bridgedGaps}\n${gapOfThree}\n${listedWithoutPhotos}`);
    const downloading = page.waitForEvent("download");
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^photos_${FILE_TIMESTAMP.source}\\.zip$`));
    const files = await zipContents(await download.path());
    expect([...files.keys()]).toEqual([
      ...["01", "02", "04", "07"].map((n) => `${bridgedGaps}/${bridgedGaps}_${n}.jpg`),
      ...["01", "02"].map((n) => `${gapOfThree}/${gapOfThree}_${n}.jpg`),
    ]);
    for (const [name, bytes] of files)
      expect(bytes.equals(readFileSync(path.join(CATALOGUE, name))), name).toBe(true);

    await itemNumbers(page).fill("../secret");
    await button.click();
    await expect(page.getByText("No valid item numbers provided")).toBeVisible();
    await expect(itemNumbers(page)).toHaveValue("../secret");
    // Clear is a link to the empty page.
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(itemNumbers(page)).toHaveValue("");
    await expect(page.getByText("No valid item numbers provided")).toHaveCount(0);
  });

  test("in French, Sheet Creation and the button download the CSV @no-js", async ({
    staffPage: page,
    baseURL,
  }) => {
    await page.goto(`${PAGE}?lng=fr`);
    await expect(page.getByText("Pour parcourir les produits, JavaScript doit être activé")).toBeVisible();
    await page.getByText("Création d’une feuille").click();
    // The mode's words and the sheet's format follow the radio without scripts.
    await expect(
      page.getByText("Générez une feuille CSV des numéros d’article et des liens vers leurs images"),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Format de la feuille" })).toBeVisible();
    await itemNumbers(page, "Numéros d’article").fill(`${gapOfThree} 00000-000`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Créer la feuille" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^photo_links_${FILE_TIMESTAMP.source}\\.csv$`));
    const origin = `http://localhost:${new URL(baseURL ?? "").port}`;
    expect(readFileSync(await download.path(), "utf8")).toBe(
      `\uFEFF${[
        "Item Number,Image URL",
        `${gapOfThree},${origin}/images/product_photos_item_numbers/${gapOfThree}/${gapOfThree}_01.jpg`,
        `${gapOfThree},${origin}/images/product_photos_item_numbers/${gapOfThree}/${gapOfThree}_02.jpg`,
        "",
      ].join("\r\n")}`,
    );

    await itemNumbers(page, "Numéros d’article").fill("00000-000");
    await page.getByRole("button", { name: "Créer la feuille" }).click();
    await expect(
      page.getByText("Aucune photo n’a été trouvée pour les numéros d’article fournis"),
    ).toBeVisible();
    await expect(page.getByText("Aucune photo trouvée pour l’article 00000-000")).toBeVisible();
  });
});

test.describe("thumbnails in the product list", () => {
  for (const { language, search, alt, query } of [
    {
      language: "English",
      search: "Search",
      alt: (name: string, color: string) => `${name} in ${color}`,
      query: "",
    },
    {
      language: "French",
      search: "Recherche",
      alt: (name: string, color: string) => `${name}, coloris ${color}`,
      query: "?lng=fr",
    },
  ]) {
    test(`show each product's first photo, named by item and colour, in ${language} @phone`, async ({
      staffPage: page,
    }) => {
      await openDownloader(page, `${PAGE}${query}`);
      const product = catalogueDirectory()[fullSet];
      await page.getByRole("searchbox", { name: search }).fill(fullSet);
      const thumbnail = page.getByRole("img", { name: alt(product?.item_name ?? "", product?.color ?? "") });
      await expect(thumbnail).toBeVisible();
      await expect(thumbnail).toHaveAttribute("loading", "lazy");
      await expect(thumbnail).toHaveAttribute("width", "48");
      await expect(thumbnail).toHaveAttribute("height", "48");
      // Loaded, at twice its drawn size for high-density screens.
      await expect(thumbnail).toHaveJSProperty("naturalWidth", 96);
    });
  }
});

test("browsing filters products with photos, and the selection becomes the item numbers @phone", async ({
  staffPage: page,
}) => {
  await openDownloader(page);
  const directory = catalogueDirectory();
  const withPhotos = Object.entries(directory).filter(([, entry]) => entry.has_photos);
  const vendor = "Stride Rite";
  const vendorItems = withPhotos.filter(([, entry]) => entry.brand_name === vendor).map(([item]) => item);

  await expect(page.getByText("Select filters to browse products")).toBeVisible();
  await expect(page.getByText("Choose a vendor, season, or search to see available products")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select All (0)" })).toBeDisabled();
  const vendors = await page.getByLabel("Vendor").locator("option").allTextContents();
  expect(vendors[0]).toBe("All Vendors");
  expect(vendors.slice(1)).toEqual(
    [...new Set(withPhotos.map(([, entry]) => entry.brand_name))].sort((a, b) => a.localeCompare(b, "en")),
  );
  await expect(page.getByLabel("Season").locator("option").first()).toHaveText("All Seasons");

  await page.getByLabel("Vendor").selectOption(vendor);
  await expect(page.getByText(`${vendorItems.length} product(s) with photos`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem").first()).toContainText(
    vendorItems[0] ?? "",
  );

  await page.getByRole("searchbox", { name: "Search" }).fill("zzz-no-such-product");
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(vendorItems[0] ?? "");
  await expect(page.getByText("1 product(s) with photos")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("");

  await page.getByRole("checkbox", { name: `Select All (${vendorItems.length})` }).check();
  await expect(page.getByText(`${vendorItems.length} product(s) selected`)).toBeVisible();
  await page.getByRole("button", { name: "Use for Download" }).click();
  await expect(itemNumbers(page)).toHaveValue(vendorItems.join(","));

  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText(/product\(s\) selected/)).toHaveCount(0);
  await page.getByRole("list", { name: "Products" }).getByRole("checkbox").first().check();
  await expect(page.getByText("1 product(s) selected")).toBeVisible();

  await page.getByRole("button", { name: "Hide Filters" }).click();
  await expect(page.getByLabel("Vendor")).toBeHidden();
  await page.getByRole("button", { name: "Show Filters" }).click();
  await expect(page.getByLabel("Vendor")).toBeVisible();
});

test.describe("ticked products with the Item Numbers field blank", () => {
  /** The first `count` products of a vendor, ticked in the list; their item numbers in list order. */
  async function tickProducts(page: Page, vendorLabel: string, count: number) {
    const vendor = "Stride Rite";
    const items = Object.entries(catalogueDirectory())
      .filter(([, entry]) => entry.has_photos && entry.brand_name === vendor)
      .map(([item]) => item)
      .slice(0, count);
    await page.getByLabel(vendorLabel).selectOption(vendor);
    const boxes = page.getByRole("list", { name: /^(Products|Produits)$/ }).getByRole("checkbox");
    for (let index = 0; index < count; index += 1) await boxes.nth(index).check();
    return items;
  }

  test("are the batch, and the button says so", async ({ staffPage: page }) => {
    await openDownloader(page);
    const items = await tickProducts(page, "Vendor", 2);
    const button = page.getByRole("button", { name: "Download photos for 2 selected products" });
    await expect(button).toBeEnabled();
    await expect(itemNumbers(page)).toHaveValue("");

    const downloading = page.waitForEvent("download");
    await button.click();
    await downloading;
    await expect(page.getByText("Successfully processed 2 item(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Processed items" }).getByRole("listitem")).toHaveText(items);

    await page.getByRole("list", { name: "Products" }).getByRole("checkbox").nth(1).uncheck();
    await expect(page.getByRole("button", { name: "Download photos for 1 selected product" })).toBeEnabled();
    await page.getByText("Sheet Creation").click();
    await expect(page.getByRole("button", { name: "Create a sheet for 1 selected product" })).toBeEnabled();

    // Item numbers typed win over the selection, and the button goes back to the spec's words.
    await itemNumbers(page).fill(bridgedGaps);
    await expect(page.getByRole("button", { name: "Create Sheet" })).toBeEnabled();
    await itemNumbers(page).fill("");
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByRole("button", { name: "Create Sheet" })).toBeDisabled();
  });

  test("in French, the button counts the ticked products", async ({ staffPage: page }) => {
    await openDownloader(page, `${PAGE}?lng=fr`);
    const items = await tickProducts(page, "Fournisseur", 3);
    const button = page.getByRole("button", { name: "Télécharger les photos des 3 produits sélectionnés" });
    const downloading = page.waitForEvent("download");
    await button.click();
    await downloading;
    await expect(page.getByRole("list", { name: "Articles traités" }).getByRole("listitem")).toHaveText(
      items,
    );

    await page.getByRole("list", { name: "Produits" }).getByRole("checkbox").nth(2).uncheck();
    await page.getByRole("list", { name: "Produits" }).getByRole("checkbox").nth(1).uncheck();
    await expect(
      page.getByRole("button", { name: "Télécharger les photos du produit sélectionné" }),
    ).toBeEnabled();
    await page.getByText("Création d’une feuille").click();
    await expect(
      page.getByRole("button", { name: "Créer une feuille pour le produit sélectionné" }),
    ).toBeEnabled();
  });
});

test("at 320 px each product row keeps its item number and season whole; only the brand gives way", async ({
  staffPage: page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openDownloader(page);
  const directory = catalogueDirectory();
  const longestBrand = Object.values(directory)
    .filter((entry) => entry.has_photos)
    .map((entry) => entry.brand_name)
    .reduce((longest, name) => (name.length > longest.length ? name : longest), "");
  await page.getByLabel("Vendor").selectOption(longestBrand);
  const rows = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const [itemNumber, season] = await row.evaluate((element) => {
      const line = [...element.querySelectorAll("span")].find(
        (span) => getComputedStyle(span).display === "flex",
      );
      const parts = line ? [...line.children].filter((child) => child instanceof HTMLElement) : [];
      const first = parts.at(0);
      const last = parts.at(-1);
      const whole = (part: HTMLElement | undefined) =>
        part !== undefined &&
        part.scrollWidth <= part.clientWidth &&
        part.getBoundingClientRect().right <= element.getBoundingClientRect().right;
      return [whole(first), whole(last)];
    });
    expect(itemNumber, "item number shown whole").toBe(true);
    expect(season, "season shown whole").toBe(true);
  }
});

test("the page is accessible and speaks French", async ({ staffPage: page }) => {
  await openDownloader(page, `${PAGE}?lng=fr`);
  await expect(page.getByRole("heading", { level: 1, name: "Téléchargeur de photos" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Téléchargement des photos" })).toBeChecked();
  await page.getByRole("textbox", { name: "Numéros d’article" }).fill(",,");
  await page.getByRole("button", { name: "Télécharger les photos" }).click();
  await expect(page.getByText("Aucun numéro d’article valide n’a été fourni")).toBeVisible();
  await page.getByLabel("Fournisseur").selectOption({ index: 1 });
  await expect(page.getByText(/produit\(s\) avec photos/)).toBeVisible();
  const { violations } = await axeBuilder(page).analyze();
  expect(violations).toEqual([]);
});

test.describe("with the photos on another web server (PHOTOS_ORIGIN)", () => {
  let photoOrigin: Server;
  let site: SiteServer;
  /** The origin holds every request for an item until the test opens that item's gate. */
  const gates = new Map<string, { opened: Promise<void>; open: () => void }>();
  const gate = (item: string) => {
    let entry = gates.get(item);
    if (!entry) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      entry = { opened, open };
      gates.set(item, entry);
    }
    return entry;
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    photoOrigin = createServer(async (request, response) => {
      const relative = decodeURIComponent(new URL(request.url ?? "/", "http://origin").pathname).replace(
        /^\/images\/product_photos_item_numbers\//,
        "",
      );
      const file = path.join(CATALOGUE, relative);
      if (relative.includes("/")) await gate(relative.split("/")[0] ?? "").opened;
      if (!file.startsWith(CATALOGUE) || !existsSync(file) || !/\.(jpg|json)$/.test(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": file.endsWith(".jpg") ? "image/jpeg" : "application/json" });
      createReadStream(file).pipe(response);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => photoOrigin.listen(port, "127.0.0.1", resolve));
    site = await startSiteServer({ PHOTOS_ORIGIN: `http://127.0.0.1:${port}` });
    // Opens the new server's database (seconds on a fresh DATA_DIR) before anything is timed.
    await fetch(`${site.origin}/api/photos/directory`);
  });

  test.afterAll(async () => {
    for (const { open } of gates.values()) open();
    await site?.stop();
    await new Promise((resolve) => photoOrigin?.close(resolve));
  });

  test("progress follows the server item by item, and every input waits meanwhile", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, site.origin);
    await openDownloader(page, `${site.origin}${PAGE}`);
    const { fullSet } = EDGE_CASE_ITEMS;
    await itemNumbers(page).fill(`${fullSet},${bridgedGaps},${gapOfThree}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Photos" }).click();

    const progress = page.getByRole("region", { name: "Progress" });
    await expect(progress).toHaveText(new RegExp(`^Processing item 1 of 3\\s*Current: ${fullSet}$`));
    await expect(progress.getByRole("progressbar")).toHaveAttribute("value", "1");
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Clear" })).toBeDisabled();
    await expect(itemNumbers(page)).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Sheet Creation" })).toBeDisabled();
    await expect(page.getByLabel("Vendor")).toBeDisabled();

    gate(fullSet).open();
    await expect(progress).toHaveText(new RegExp(`^Processing item 2 of 3\\s*Current: ${bridgedGaps}$`));
    gate(bridgedGaps).open();
    await expect(progress).toHaveText(new RegExp(`^Processing item 3 of 3\\s*Current: ${gapOfThree}$`));
    gate(gapOfThree).open();

    const files = await zipContents(await (await downloading).path());
    expect([...files.keys()]).toHaveLength(8 + 4 + 2);
    for (const [name, bytes] of files)
      expect(bytes.equals(readFileSync(path.join(CATALOGUE, name))), name).toBe(true);
    await expect(page.getByText("Successfully processed 3 item(s)", { exact: true })).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download Photos" })).toBeEnabled();
    await expect(page.getByRole("radio", { name: "Sheet Creation" })).toBeEnabled();
  });
});
