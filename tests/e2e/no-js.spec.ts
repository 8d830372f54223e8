import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { isOtherBrandPage } from "../support/representative-brands";
import { TEST_FILL_MS, TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { clientAddress, expect, tapInPhoneMenu, test } from "./fixtures";

/*
 * The site with JavaScript turned off (the `no-js` and `no-js-phone` projects): every page complete, every
 * control a link, a form, a disclosure or a popover that works on its own.
 */

const NAV = { en: "Main", fr: "Principale" } as const;

/** A refused contact post or sign-in answers with its 4xx status (a whole page); Chromium logs the status. */
const REFUSED_STATUS = /Failed to load resource: the server responded with a status of (400|401|403)/;

const FIELDS = {
  en: {
    "First name": "Claire",
    "Last name": "Tremblay",
    Company: "Chaussures Tremblay",
    Email: "claire@tremblay.example",
    "Phone number": "+1 514 555 0142",
    Message: "We would like to carry your brands in our three stores.",
  },
  fr: {
    Prénom: "Claire",
    Nom: "Tremblay",
    Entreprise: "Chaussures Tremblay",
    Courriel: "claire@tremblay.example",
    "Numéro de téléphone": "514 555-0142",
    Message: "Nous aimerions offrir vos marques dans nos trois magasins.",
  },
} as const;

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/** Nothing a visitor types may reach an address (history, logs). */
function expectNoTypedTextInAddress(page: Page) {
  const address = decodeURIComponent(page.url());
  for (const typed of ["Claire", "Tremblay", "tremblay.example", "514"]) expect(address).not.toContain(typed);
}

test.beforeEach(async ({ page }, testInfo) => {
  // Contact posts and sign-ins are throttled per client: each test is its own client.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test.describe("without JavaScript @no-js", () => {
  test("scripts really are off", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => matchMedia("(scripting: none)").matches)).toBe(true);
  });

  for (const language of ["en", "fr"] as const) {
    // The brand pages share one template (decision 306): its four representatives here; every brand page's
    // status, language, heading and language links as the server sends them: tests/integration/brand-pages.test.ts.
    test(`every public page is complete in ${language}, the brand pages through the four that stand for them`, async ({
      page,
      isMobile,
    }) => {
      // 17 pages, each loaded and read: a minute on a busy machine.
      test.setTimeout(150_000);
      for (const path of PUBLIC_PAGES.filter((path) => !isOtherBrandPage(path))) {
        const response = await page.goto(`${path}?lng=${language}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        if (isMobile) {
          await expect(
            page.getByRole("button", { name: language === "en" ? "Open menu" : "Ouvrir le menu" }),
          ).toBeVisible();
        } else {
          await expect(page.getByRole("navigation", { name: NAV[language] }).first()).toBeVisible();
          const other = language === "en" ? "fr" : "en";
          await expect(
            page.getByRole("banner").getByRole("link", { name: other === "fr" ? "Français" : "English" }),
          ).toHaveAttribute("href", `${path}?lng=${other}`);
        }
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: /English/ })).toHaveAttribute("href", `${path}?lng=en`);
        await expect(footer.getByRole("link", { name: /Français/ })).toHaveAttribute(
          "href",
          `${path}?lng=fr`,
        );
      }
    });
  }

  test("the phone menu opens, stops the page scrolling, and its links lead on @phone-only", async ({
    page,
  }) => {
    await page.goto("/b2b");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await page.getByRole("button", { name: "Open menu" }).click();
    await tapInPhoneMenu(page, "Services");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the desktop navigation and its brand list lead on", async ({ page, isMobile }) => {
    test.skip(isMobile, "the desktop navigation shows on wide screens");
    await page.goto("/about");
    const list = page.getByRole("list", { name: "Brand pages" });
    await expect(list).toBeHidden();
    await page.getByRole("button", { name: "Show the list of brands" }).click();
    await expect(list).toBeVisible();
    await list.getByRole("link", { name: "Aquatalia" }).click();
    await expect(page).toHaveURL(/\/brands\/aquatalia$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "B2B" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our New B2B Client" })).toBeVisible();
  });

  test("the language links switch the page, and the next pages follow @phone", async ({ page }) => {
    await page.goto("/services");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Français/ })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Français/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("contentinfo").locator('a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the about cards and a brand's sections open and close @phone", async ({ page }) => {
    await page.goto("/about");
    const history = page.getByText(/^It began in 1972 in Oakville/);
    await expect(history).toBeHidden();
    await page.getByRole("heading", { name: "Our history" }).click();
    await expect(history).toBeVisible();
    await page.getByRole("heading", { name: "Our history" }).click();
    await expect(history).toBeHidden();

    await page.goto("/brands/aquatalia?lng=fr");
    const text = page.getByText(/confectionnés en Italie/);
    await expect(text).toBeHidden();
    await page.getByRole("heading", { name: "Imperméable, fait en Italie" }).click();
    await expect(text).toBeVisible();
  });

  test("home: the first slide and its link, and every logo as a link @phone", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured brands" });
    await expect(hero.getByRole("link", { name: "Discover Aquatalia" })).toBeVisible();
    // The slideshow's buttons need scripts: without them they are not offered.
    await expect(hero.getByRole("button")).toHaveCount(0);
    const strip = page.getByRole("region", { name: "Brands we represent" });
    await expect(strip.getByRole("button")).toHaveCount(0);
    const logos = strip.getByRole("link", { name: /./ }).filter({ has: page.getByRole("img") });
    await expect(logos).toHaveCount(21);
    // A static set: every logo is laid out inside the page's width, none cut off.
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const logo of await logos.all()) {
      const box = await logo.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    await logos.last().click();
    await expect(page).toHaveURL(/\/brands\/[a-z-]+$/);
  });
});

test.describe("contact forms without JavaScript @no-js", () => {
  test.use({ allowedConsoleErrors: [REFUSED_STATUS] });

  test("blank fields come back with each field's message, what was typed kept @phone", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("First name").fill("Claire");
    await page.getByLabel("Email").fill("not an address");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted errors.");
    await expect(page.getByLabel("First name")).toHaveValue("Claire");
    await expect(page.getByLabel("Email")).toHaveValue("not an address");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Valid email is required");
    for (const [field, message] of [
      ["Last name", "Last name is required"],
      ["Company", "Company is required"],
      ["Phone number", "Phone number is required"],
      ["Message", "Message is required"],
    ] as const) {
      await expect(page.getByLabel(field, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
    expectNoTypedTextInAddress(page);
  });

  test("French messages on a French page", async ({ page }) => {
    await page.goto("/about?lng=fr");
    await page.getByLabel("Prénom").fill("Claire");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("alert")).toHaveText("Veuillez corriger les erreurs indiquées.");
    await expect(page.getByLabel("Prénom")).toHaveValue("Claire");
    await expect(page.getByLabel("Nom", { exact: true })).toHaveAccessibleDescription(/obligatoire/);
  });

  for (const language of ["en", "fr"] as const) {
    test(`a complete message is confirmed once, then held for our team to read (${language}) @phone`, async ({
      page,
    }) => {
      const words = {
        en: {
          department: "Department",
          send: "Send message",
          confirm: "One more step: this page's scripts did not run in your browser",
          held: "Your message was received. Our team will read it, then pass it on to the right person. Our sales team will reply by email within one business day.",
        },
        fr: {
          department: "Service",
          send: "Envoyer le message",
          confirm: "Encore une étape : les scripts de cette page ne se sont pas exécutés",
          held: "Votre message a bien été reçu. Notre équipe le lira, puis le transmettra à qui de droit. Notre équipe des ventes vous répondra par courriel dans un délai d’un jour ouvrable.",
        },
      }[language];
      await page.goto(`/?lng=${language}`);
      await fill(page, FIELDS[language]);
      await page.getByLabel(words.department, { exact: true }).selectOption("sales");
      await page.getByRole("button", { name: words.send }).click();
      const status = page.getByRole("status").filter({ hasText: words.confirm });
      // The answer opens at the form, beside its message, with everything as it was typed.
      await expect(status).toBeInViewport();
      for (const [label, value] of Object.entries(FIELDS[language]))
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel(words.department, { exact: true })).toHaveValue("sales");
      expectNoTypedTextInAddress(page);

      // A person reads the request before pressing again (the form token's minimum fill time).
      await page.waitForTimeout(TEST_FILL_MS);
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByRole("status").filter({ hasText: words.held })).toHaveText(words.held);
      for (const label of Object.keys(FIELDS[language]))
        await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
      expectNoTypedTextInAddress(page);

      // Reloading the answer sends the same post again: it is answered as received, never "one more step".
      await page.reload();
      await expect(page.getByRole("status").filter({ hasText: words.held })).toHaveText(words.held);
      await expect(page.getByRole("status").filter({ hasText: words.confirm })).toHaveCount(0);
    });
  }

  test("a brand page's form answers on the brand page", async ({ page }) => {
    await page.goto("/brands/aquatalia");
    await fill(page, FIELDS.en);
    await page.getByRole("button", { name: "Contact the Aquatalia team" }).click();
    await expect(page).toHaveURL(/\/brands\/aquatalia#contact-outcome$/);
    await expect(page.getByRole("status")).toContainText("One more step");
    await expect(page.getByRole("heading", { level: 1, name: "Aquatalia" })).toBeVisible();
    expectNoTypedTextInAddress(page);
  });
});

test.describe("tools without JavaScript @no-js", () => {
  test.use({ allowedConsoleErrors: [REFUSED_STATUS] });

  test("sign-in and sign-out are plain form posts @phone", async ({ page }) => {
    await page.goto("/tools/login");
    await page.getByLabel("E-mail address").fill(TEST_OWNER_EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid password");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await page.getByLabel("Password").fill(TEST_TOOLS_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/tools");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL("/tools/login");
    await page.goto("/tools");
    await expect(page).toHaveURL("/tools/login");
  });
});
