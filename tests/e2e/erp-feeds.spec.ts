import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The staff ERP feeds page (issue 50 §2) as the owner reads it, on the sample ERP's files the test site took at
 * start: in English and French, at a desktop's width and a phone's (its rows then cards), with no axe violation.
 * Refused rows and their download are checked over HTTP (tests/integration/erp-feeds-page.test.ts).
 */

const WORDS = {
  en: {
    dashboard: "Dashboard",
    feeds: "ERP feeds",
    latest: "The last file of each kind",
    recent: "Recent files",
    kinds: ["Products", "Stock", "Prices", "Customers"],
    applied: "Applied",
    inbox: "Inbox folder",
  },
  fr: {
    dashboard: "Tableau de bord",
    feeds: "Flux de l’ERP",
    latest: "Le dernier fichier de chaque sorte",
    recent: "Fichiers récents",
    kinds: ["Produits", "Stock", "Prix", "Clients"],
    applied: "Appliqué",
    inbox: "Dossier d’arrivée",
  },
} as const;

for (const language of ["en", "fr"] as const) {
  test(`the owner reads the last file of each feed the sample ERP sent (${language}) @phone`, async ({
    staffPage: page,
    isMobile,
  }) => {
    const words = WORDS[language];
    await page.goto(`/tools?lng=${language}`);
    await expect(page.getByRole("heading", { level: 1, name: words.dashboard })).toBeVisible();
    // From the dashboard's card, which every width shows.
    await page.getByRole("main").getByRole("link", { name: words.feeds, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.feeds })).toBeVisible();
    const latest = page.getByRole("table", { name: words.latest });
    for (const [index, kind] of words.kinds.entries()) {
      const file = `sample-${["products", "stock", "prices", "customers"][index]}.csv`;
      const row = latest.getByRole("row").filter({ hasText: file });
      await expect(row.getByRole("rowheader"), file).toContainText(kind);
      await expect(row, file).toContainText(words.applied);
      await expect(row, file).toContainText(words.inbox);
    }
    await expect(page.getByRole("table", { name: words.recent }).getByRole("row")).toHaveCount(5);
    if (isMobile) {
      // Cards, each cell named by its column, and nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await expectNoAxeViolations(page);
  });
}
