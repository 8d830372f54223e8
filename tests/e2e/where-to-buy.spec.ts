import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Where to buy (issue 35 §2) as shoppers and staff use it: a search from a brand page, in English and French,
 * with scripts and without; an unknown postal code; and staff importing a list, seeing the rows left out, and
 * putting it live.
 */

const WORDS = {
  en: {
    finder: "Where to buy Børn",
    near: "Postal code or city",
    find: "Find stores",
    heading: "Stores carrying Børn nearest L6J 7W5",
    sameArea: "In your area",
    brand: "Brand",
  },
  fr: {
    finder: "Où acheter Børn",
    near: "Code postal ou ville",
    find: "Trouver des magasins",
    heading: "Magasins qui vendent Børn les plus proches de L6J 7W5",
    sameArea: "Dans votre secteur",
    brand: "Marque",
  },
} as const;

/** The stores the answer lists, in order, by their names. */
const listedStores = (page: Page) =>
  page.getByRole("region", { name: /^(Stores|Magasins)/ }).getByRole("heading", { level: 3 });

/** Each journey runs with scripts (the desktop project) and without (the no-js project). */
const SCRIPTS = ["with scripts", "without scripts @no-js"] as const;

for (const [language, scripts] of (["en", "fr"] as const).flatMap((l) =>
  SCRIPTS.map((s) => [l, s] as const),
)) {
  const words = WORDS[language];
  test(`a brand page's search lists the stores carrying it, nearest first (${language}, ${scripts})`, async ({
    page,
  }) => {
    await page.goto(`/brands/born?lng=${language}`);
    const finder = page.getByRole("form", { name: words.finder });
    await finder.getByLabel(words.near).fill("l6j 7w5");
    await finder.getByRole("button", { name: words.find }).click();
    await expect(page).toHaveURL(/\/where-to-buy\?near=l6j\+7w5&brand=born#results$/);
    const heading = page.getByRole("heading", { name: words.heading });
    await expect(heading).toBeInViewport();
    await expect(listedStores(page).first()).toHaveText("Lakeshore Footwear");
    const stores = page.getByRole("region", { name: words.heading }).getByRole("listitem");
    await expect(stores.first()).toContainText(words.sameArea);
    for (const store of await stores.all()) await expect(store).toContainText("Børn");
    // The search stays in the form, the brand chosen, for the next one.
    await expect(page.getByLabel(words.near)).toHaveValue("l6j 7w5");
    await expect(page.getByLabel(words.brand, { exact: true })).toHaveValue("born");
    await expectNoAxeViolations(page);
  });
}

test("a postal code that does not exist is said so, and another search follows at once", async ({ page }) => {
  await page.goto("/where-to-buy?lng=en");
  await page.getByLabel("Postal code or city").fill("L0Z 1A1");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "No postal code in Canada begins with L0Z. Check the postal code, or search by city.",
  );
  await page.getByLabel("Postal code or city").fill("Montréal");
  await page.getByLabel("Brand", { exact: true }).selectOption({ label: "Jambu" });
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(
    page.getByRole("heading", { name: "Stores carrying Jambu nearest Montréal, QC" }),
  ).toBeVisible();
  await expect(listedStores(page).first()).toHaveText("Boutique Plateau Chaussures");
  await expectNoAxeViolations(page);
});

test("without scripts, a French visitor narrows the distance, widens it from the answer, and finds directions @no-js", async ({
  page,
}) => {
  await page.goto("/where-to-buy?lng=fr");
  await page.getByLabel("Code postal ou ville").fill("H2W 1Y8");
  await page.getByLabel("Marque", { exact: true }).selectOption({ label: "Prospector Pro" });
  const within = page.getByLabel("Dans un rayon de");
  await expect(within).toHaveValue("100");
  await within.selectOption("25");
  await page.getByRole("button", { name: "Trouver des magasins" }).click();
  await expect(page).toHaveURL(/within=25#results$/);
  await expect(page.getByRole("status")).toContainText(
    /Aucun magasin qui vend Prospector Pro n’est à moins de 25\skm de H2W 1Y8\s: le plus proche est à 1\d\d\skm\./,
  );
  await page.getByRole("link", { name: /^Chercher dans un rayon de 250\skm$/ }).click();
  const store = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Équipement de travail Estrie" }) });
  await expect(store).toContainText("Sherbrooke (Québec) J1J 2G2");
  await expect(
    store.getByRole("link", { name: "Itinéraire (s’ouvre dans un nouvel onglet)" }),
  ).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=2205%20rue%20King%20Ouest%2C%20Sherbrooke/,
  );
  await expect(page.getByLabel("Dans un rayon de")).toHaveValue("250");
  await expectNoAxeViolations(page);
});

for (const scripts of SCRIPTS)
  test(`staff download the list, import it with a new store and a bad row, see why, and put it live (${scripts})`, async ({
    staffPage: page,
  }, testInfo) => {
    // A store of this run's own: the same test runs with scripts and without, on one server.
    const store = `Érable Chaussures ${testInfo.project.name}`;
    await page.goto("/tools/where-to-buy?lng=en");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download this list (CSV)" }).click();
    const current = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of current) chunks.push(Buffer.from(chunk));
    const lines = Buffer.concat(chunks).toString("utf8").trimEnd().split("\n");
    const file = [
      ...lines,
      `${store},"400, rue Saint-Germain Est",Rimouski,QC,G5L 1C1,418-555-0190,,Nurse Mates`,
      "Nowhere Shoes,1 Main Street,Oakville,ON,L6J 1H4,,,Nike",
    ].join("\n");
    await page.getByLabel("Store file (CSV)").setInputFiles({
      name: "stores-with-rimouski.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(file),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    const report = page.getByRole("region", { name: "Checked: stores-with-rimouski.csv" });
    await expect(report).toContainText(`${lines.length} stores are ready.`);
    await expect(report.getByRole("listitem")).toHaveText([
      `Line ${lines.length + 2}: “Nike” is not one of our brands.`,
    ]);
    await expectNoAxeViolations(page);
    await report.getByRole("button", { name: `Replace the list with these ${lines.length} stores` }).click();
    await expect(page.getByRole("status")).toHaveText(`The new list is live: ${lines.length} stores.`);

    await page.goto("/where-to-buy?near=Rimouski&lng=en");
    // Nearest to its own town: in its area (another run's store of the same town may share the distance).
    const found = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: store }) });
    await expect(found).toContainText("In your area");
  });
