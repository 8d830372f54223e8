import { readFile } from "node:fs/promises";
import { clientAddress, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/*
 * The analytics dashboard (issue 37) as marketing reads it, in English and French, with scripts and without:
 * a campaign's visits arrive, the period changes, the chart's figures open as a table, and a table downloads
 * as CSV. The visits are a person's (the browser under test is headless, which is not counted).
 */

const PERSON =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

const WORDS = {
  en: {
    heading: "Analytics",
    campaigns: "Campaigns",
    sevenDays: "Last 7 days",
    show: "Show",
    figures: "The figures as a table",
    day: "Day",
    download: "Download as CSV",
    visitors: "Visitors",
  },
  fr: {
    heading: "Statistiques",
    campaigns: "Campagnes",
    sevenDays: "7 derniers jours",
    show: "Afficher",
    figures: "Les chiffres en tableau",
    day: "Jour",
    download: "Télécharger en CSV",
    visitors: "Visiteurs",
  },
} as const;

const SCRIPTS = ["with scripts", "without scripts @no-js"] as const;

for (const [language, scripts] of (["en", "fr"] as const).flatMap((l) =>
  SCRIPTS.map((s) => [l, s] as const),
)) {
  const words = WORDS[language];
  test(`marketing sees a campaign's visits, changes the period, reads the chart's figures and downloads a table (${language}, ${scripts})`, async ({
    page,
  }, testInfo) => {
    const campaign = `flyer-${language}-${testInfo.project.name}`;
    // Three people follow the campaign's link to a brand page.
    for (const person of [1, 2, 3]) {
      const visit = await page.request.get(
        `/brands/aquatalia?utm_source=trade-show&utm_medium=print&utm_campaign=${campaign}`,
        {
          headers: { "User-Agent": PERSON, "X-Forwarded-For": clientAddress(`${testInfo.testId}-${person}`) },
        },
      );
      expect(visit.status()).toBe(200);
    }
    await signIn(page);
    await page.goto(`/tools/analytics?lng=${language}`);
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    const campaigns = page.getByRole("region", { name: words.campaigns });
    // Counts reach the tables within the few seconds between two writes.
    await expect(async () => {
      await page.reload();
      await expect(
        campaigns.getByRole("row", { name: new RegExp(`trade-show / print / ${campaign} 3`) }),
      ).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });

    await page.getByRole("radio", { name: words.sevenDays }).check();
    await page.getByRole("button", { name: words.show }).click();
    await expect(page).toHaveURL(/period=7d/);
    await expect(page.getByRole("radio", { name: words.sevenDays })).toBeChecked();
    await expect(page.getByRole("term").filter({ hasText: words.visitors })).toBeVisible();

    await page.getByText(words.figures).click();
    await expect(page.getByRole("columnheader", { name: words.day })).toBeVisible();

    const download = page.waitForEvent("download");
    await campaigns.getByRole("link", { name: new RegExp(words.download) }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    expect(csv).toContain(`trade-show / print / ${campaign},3,0`);
    await expectNoAxeViolations(page);
  });
}

test("the dashboard is the owner's and marketing's: a signed-out visitor is sent to sign in", async ({
  page,
}) => {
  await page.goto("/tools/analytics");
  await expect(page).toHaveURL(/\/tools\/login/);
});
