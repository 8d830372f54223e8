import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pdfPages } from "../support/pdf-text";
import { clientAddress, expect, expectNoAxeViolations, test } from "./fixtures";
import { PAGE } from "./photo-downloader-page";

test.beforeEach(async ({ page }, testInfo) => {
  // Sign-in is throttled per client: each test is its own.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

const WORDS = {
  en: {
    link: "Line sheets",
    heading: "Line sheets",
    brand: "Brand",
    season: "Season",
    language: "Français",
    create: "Create line sheet",
    ready: "Line sheet ready: 2 styles, 4 items.",
    coming: "1 item has no photo yet and is marked “photo coming”: 20024-001.",
    download: "Download line sheet (PDF)",
    days: "Valid for (days, 1 to 90)",
    note: "Note for the retailer (optional)",
    share: "Create share link",
    shareLink: "Share link",
  },
  fr: {
    link: "Fiches de collection",
    heading: "Fiches de collection",
    brand: "Marque",
    season: "Saison",
    language: "English",
    create: "Créer la fiche de collection",
    ready: "Fiche de collection prête : 2 styles, 4 articles.",
    coming: "1 article n’a pas encore de photo et porte la mention « photo à venir » : 20024-001.",
    download: "Télécharger la fiche (PDF)",
    days: "Valide pendant (jours, de 1 à 90)",
    note: "Note pour le détaillant (facultative)",
    share: "Créer un lien de partage",
    shareLink: "Lien de partage",
  },
} as const;

/** The PDF's text, page by page, from a download the page started. */
async function downloadedPdf(page: Page, link: string): Promise<{ fileName: string; pages: string[] }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  const download = await downloading;
  return {
    fileName: download.suggestedFilename(),
    pages: await pdfPages(readFileSync(await download.path())),
  };
}

for (const language of ["en", "fr"] as const) {
  const words = WORDS[language];
  // The sheet is in the other language than the page: a French buyer's sheet made from the English tools.
  const sheetLanguage = language === "en" ? "fr" : "en";
  test(`a brand's season becomes a line sheet in the other language, downloaded and shared with a retailer (${language})`, async ({
    staffPage: page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto(`${PAGE}?lng=${language}`);
    await page.getByRole("link", { name: words.link }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    await page.getByLabel(words.brand, { exact: true }).selectOption("Aquatalia");
    await page.getByLabel(words.season, { exact: true }).selectOption("FW24");
    await page.getByText(words.language, { exact: true }).click();
    // From the French tools, for one customer of the sample ERP: its prices on the English sheet.
    if (language === "fr")
      await page.getByLabel("Prix de", { exact: true }).selectOption({ label: "Bayview Shoes (C-20017)" });
    await page.getByRole("button", { name: words.create }).click();
    const ready = page.getByRole("status").filter({ hasText: words.ready });
    await expect(ready).toBeVisible();
    await expect(ready).toContainText(words.coming);
    await expectNoAxeViolations(page);

    const sheet = await downloadedPdf(page, words.download);
    expect(sheet.fileName).toMatch(/^line_sheet_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.pdf$/);
    const text = sheet.pages.join("\n");
    expect(text).toContain(sheetLanguage === "fr" ? "Fiche de collection" : "Line sheet");
    expect(text).toContain(sheetLanguage === "fr" ? "Photo à venir" : "Photo coming");
    expect(text).toContain("Slingback Heel");
    expect(text).toContain("Riding Boot");
    if (language === "fr") {
      expect(text).toContain("Prices for Bayview Shoes Ltd.");
      expect(text).toMatch(/Wholesale \$\d+\.\d{2}.*MSRP \$\d+\.\d{2}.*Sizes \d+–\d+/);
    } else expect(text).not.toContain("Wholesale");

    const note = `Spring buy (${testInfo.project.name}, ${language})`;
    await page.getByLabel(words.days).fill("5");
    await page.getByLabel(words.note).fill(note);
    await page.getByRole("button", { name: words.share }).click();
    const link = page.getByRole("textbox", { name: words.shareLink });
    await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{32}$/);
    const sharePath = new URL(await link.inputValue()).pathname;

    await page.context().clearCookies();
    await page.goto(`${sharePath}?lng=${language}`);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: language === "en" ? "A line sheet for you" : "Une fiche de collection pour vous",
      }),
    ).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await expect(
      page.getByText(language === "en" ? "Photo coming" : "Photo à venir", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const shared = await downloadedPdf(
      page,
      language === "en" ? "Download the line sheet (PDF)" : "Télécharger la fiche de collection (PDF)",
    );
    expect(shared.pages.join("\n")).toContain("20024-650");
  });
}

test("without scripts, the form makes the sheet and its link downloads it, and a refusal keeps what was typed @no-js", async ({
  staffPage: page,
}) => {
  await page.goto(`${PAGE}/line-sheets`);
  await page.getByLabel("Or item numbers").fill("20024-100 ../x");
  await page.getByText("Français", { exact: true }).click();
  await page.getByRole("button", { name: "Create line sheet" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "These are not item numbers: ../x." }),
  ).toBeVisible();
  await expect(page.getByLabel("Or item numbers")).toHaveValue("20024-100 ../x");
  await expect(page.getByRole("radio", { name: "Français" })).toBeChecked();
  await page.getByText("English", { exact: true }).click();
  await page.getByLabel("Or item numbers").fill("20024-100\n20024-650 28609-250");
  await page.getByRole("button", { name: "Create line sheet" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Line sheet ready: 2 styles, 3 items." }),
  ).toBeVisible();
  const sheet = await downloadedPdf(page, "Download line sheet (PDF)");
  expect(sheet.pages.join("\n")).toContain("Brand manager: Odile Tremblay");
});
