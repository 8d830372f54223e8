import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsBuyer } from "./trade-sign-in";

/*
 * A retail buyer in the trade area (issue 50 §3, §5), on the sample ERP the test site took at start: signs in on
 * the trade sign-in, browses and filters the catalogue, scans a UPC, reads a colourway's size grid and their
 * account, in English and French, with and without scripts, at a desktop's width and a phone's. Prices, the
 * precedence rule and who sees what are checked over HTTP (tests/integration/trade-*.test.ts).
 */

/** The sample ERP's first SKU's UPC-A: company prefix 06234, item reference 000001, check digit 0. */
const FIRST_SAMPLE_UPC = "062340000010";

const WORDS = {
  en: {
    signIn: "Trade sign-in",
    catalogue: "Catalogue",
    search: "Search",
    gender: "Gender",
    women: /^Women \(\d+\)$/,
    show: "Show styles",
    styles: /\d+ styles?/,
    grid: /available to sell by size and width/,
    size: /Size/,
    barcode: `Barcode ${FIRST_SAMPLE_UPC}: size`,
    account: "Your account",
    company: "Your company",
    signOut: "Sign out",
  },
  fr: {
    signIn: "Connexion commerciale",
    catalogue: "Catalogue",
    search: "Recherche",
    gender: "Genre",
    women: /^Femmes \(\d+\)$/,
    show: "Afficher les styles",
    styles: /\d+ styles?/,
    grid: /disponible à la vente par pointure et largeur/,
    size: /Pointure|Taille/,
    barcode: `Code-barres ${FIRST_SAMPLE_UPC}`,
    account: "Votre compte",
    company: "Votre entreprise",
    signOut: "Se déconnecter",
  },
} as const;

for (const language of ["en", "fr"] as const) {
  for (const scripts of ["", " @no-js"] as const) {
    test(`a buyer signs in, filters the catalogue, scans a UPC and reads the size grid (${language})${scripts} @phone`, async ({
      page,
    }) => {
      const words = WORDS[language];
      await page.goto(`/b2b/catalogue?lng=${language}`);
      // Signed out, the catalogue leads to the trade sign-in, which leads back to it.
      await signInAsBuyer(page, language);
      await expectNoAxeViolations(page);

      const filters = page.getByRole("search");
      const gender = filters.getByLabel(words.gender);
      await gender.selectOption({
        label:
          (await gender.locator("option").allTextContents()).find((text) => words.women.test(text)) ?? "",
      });
      await filters.getByRole("button", { name: words.show }).click();
      await expect(page).toHaveURL(/gender=women/);
      await expect(page.getByRole("status").filter({ hasText: words.styles })).toBeVisible();
      const firstStyle = page
        .getByRole("main")
        .getByRole("list")
        .first()
        .getByRole("heading", { level: 2 })
        .first();
      await expect(firstStyle).toBeVisible();

      await filters.getByLabel(words.search, { exact: true }).fill(FIRST_SAMPLE_UPC);
      await filters.getByLabel(words.search, { exact: true }).press("Enter");
      await expect(page.getByRole("status").filter({ hasText: words.barcode })).toBeVisible();
      const grid = page.getByRole("table", { name: words.grid }).first();
      await expect(grid).toBeVisible();
      await expect(grid.getByRole("columnheader").first()).toHaveText(words.size);
      await expect(grid.locator("td[aria-current='true']")).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: words.account }).click();
      await expect(page.getByRole("heading", { level: 2, name: words.company, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      if (await page.evaluate(() => window.innerWidth < 600)) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
      }
      await page.getByRole("banner").getByRole("button", { name: words.signOut, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.signIn })).toBeVisible();
    });
  }
}
