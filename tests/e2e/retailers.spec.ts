import type { Page } from "@playwright/test";
import { TEST_FILL_MS } from "../support/site-server";
import { axeBuilder, clientAddress, expect, tapInPhoneMenu, test } from "./fixtures";

/*
 * The retail account application (issue 35 §1) as buyers use it: from a brand page, the header and the footer;
 * in English and French; with scripts (checked in the browser, sent in the background) and without (a plain
 * post, confirmed once).
 */

const WORDS = {
  en: {
    fields: {
      "Legal business name": "Chaussures Tremblay inc.",
      "Contact person": "Claire Tremblay",
      "Number of stores": "3",
      Email: "claire@chaussures-tremblay.example",
      "Phone number": "+1 514 555 0142",
      "Street address": "1234 rue Saint-Denis",
      City: "Montréal",
      "Postal code": "H2X 3K2",
      "GST/HST number": "123456789RT0001",
      "QST number (Quebec only)": "1234567890TQ0001",
    },
    storeType: ["Type of store", "Independent store"],
    province: ["Province or territory", "Quebec"],
    send: "Send my application",
    fix: "Please correct the highlighted fields.",
    gstError: "Enter a GST/HST number such as 123456789RT0001",
    sent: /^Thank you: your application A-\d{6} has reached our sales team\./,
    held: /^Thank you: your application (A-\d{6}) was received\. As this page's scripts did not run/,
    confirm: "One more step",
    ready: "Before you start, have at hand",
    done: "Application sent",
  },
  fr: {
    fields: {
      "Raison sociale": "Chaussures Tremblay inc.",
      "Personne-ressource": "Claire Tremblay",
      "Nombre de magasins": "3",
      Courriel: "claire@chaussures-tremblay.example",
      "Numéro de téléphone": "+1 514 555 0142",
      "Adresse municipale": "1234 rue Saint-Denis",
      Ville: "Montréal",
      "Code postal": "H2X 3K2",
      "Numéro de TPS/TVH": "123456789RT0001",
      "Numéro de TVQ (Québec seulement)": "1234567890TQ0001",
    },
    storeType: ["Type de magasin", "Magasin indépendant"],
    province: ["Province ou territoire", "Québec"],
    send: "Envoyer ma demande",
    fix: "Veuillez corriger les champs indiqués.",
    gstError: "Entrez un numéro de TPS/TVH comme 123456789RT0001",
    sent: /^Merci\u202f! Votre demande A-\d{6} est bien parvenue à notre équipe des ventes\./,
    held: /^Merci\u202f! Votre demande (A-\d{6}) a bien été reçue\. Comme les scripts/,
    confirm: "Encore une étape",
    ready: "Avant de commencer, ayez sous la main",
    done: "Demande envoyée",
  },
} as const;

async function fill(page: Page, language: "en" | "fr") {
  const words = WORDS[language];
  for (const [label, value] of Object.entries(words.fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(words.storeType[0]).selectOption({ label: words.storeType[1] });
  await page.getByLabel(words.province[0]).selectOption({ label: words.province[1] });
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test("a brand page leads to the application with its brand chosen; the header and footer lead there too", async ({
  page,
}) => {
  await page.goto("/brands/dockers");
  await page.getByRole("link", { name: "Carry Dockers: open a retail account" }).click();
  await expect(page).toHaveURL(/\/retailers\/apply\?brand=dockers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Open a retail account" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Dockers" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Joybees" })).not.toBeChecked();
  await page.goto("/b2b");
  await page.getByRole("main").getByRole("link", { name: "Open a retail account" }).first().click();
  await expect(page).toHaveURL(/\/retailers\/apply$/);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Open a retail account" }),
  ).toHaveAttribute("href", "/retailers/apply");
});

for (const language of ["en", "fr"] as const) {
  test(`apply with scripts: checked in the browser, then sent, the confirmation in the form's place (${language})`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.goto(`/retailers/apply?brand=joybees&lng=${language}`);
    await expect(page.getByRole("heading", { name: words.ready })).toBeVisible();
    await fill(page, language);
    const gst = page.getByLabel(language === "en" ? "GST/HST number" : "Numéro de TPS/TVH", { exact: true });
    await gst.fill("123456789");
    await page.getByRole("button", { name: words.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: words.fix })).toBeVisible();
    await expect(gst).toBeFocused();
    await expect(gst).toHaveAccessibleDescription(new RegExp(words.gstError));
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);

    await gst.fill("123456789RT0001");
    const sent = page.waitForResponse((response) => response.url().includes("/retailers/apply.data"));
    await page.getByRole("button", { name: words.send }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();
    await expect(page.getByRole("heading", { name: words.done })).toBeFocused();
    await expect(page.getByText(/^A-\d{6}$/)).toBeVisible();
    await expect(page.getByRole("button", { name: words.send })).toHaveCount(0);
    await expect(gst).toHaveCount(0);
  });

  test(`apply without scripts: the page asks once to confirm, then takes it (${language}) @no-js`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.goto(`/retailers/apply?lng=${language}`);
    await fill(page, language);
    await page.getByRole("checkbox", { name: "Børn" }).check();
    await page.getByRole("button", { name: words.send }).click();
    await expect(page.getByRole("status").filter({ hasText: words.confirm })).toBeInViewport();
    await expect(page.getByLabel(Object.keys(words.fields)[0] ?? "", { exact: true })).toHaveValue(
      "Chaussures Tremblay inc.",
    );
    await expect(page.getByRole("checkbox", { name: "Børn" })).toBeChecked();
    expect(page.url()).not.toContain("Tremblay");
    // A person reads the request before pressing again (the form token's minimum fill time).
    await page.waitForTimeout(TEST_FILL_MS);
    await page.getByRole("button", { name: words.send }).click();
    const held = page.getByRole("status").filter({ hasText: words.held });
    await expect(held).toBeVisible();
    const reference = words.held.exec((await held.textContent()) ?? "")?.[1];
    expect(reference).toBeDefined();
    await expect(page.getByRole("heading", { name: words.done })).toBeVisible();
    await expect(page.getByRole("button", { name: words.send })).toHaveCount(0);

    // Reloading the confirmation sends the same post again: the same application, not a second one, and
    // no "one more step".
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: words.held })).toContainText(reference ?? "");
    await expect(page.getByRole("status").filter({ hasText: words.confirm })).toHaveCount(0);
    await expect(page.getByRole("button", { name: words.send })).toHaveCount(0);
  });
}

test("the application is in the phone menu @phone-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await tapInPhoneMenu(page, "Open a retail account");
  await expect(page.getByRole("heading", { level: 1, name: "Open a retail account" })).toBeVisible();
});
