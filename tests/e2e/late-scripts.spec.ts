import type { Page } from "@playwright/test";
import { TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { clientAddress, expect, tapInPhoneMenu, test } from "./fixtures";

/*
 * A quick visitor on a slow connection (the `late-scripts` projects): the page's client entry arrives
 * 3 s late, and every test acts as soon as the document is there. A control works at once (a link, a form,
 * a disclosure, a popover), or shows as unavailable and works once the scripts run; nothing typed is lost.
 */

const HOLD_MS = 3000;
const CLIENT_ENTRY = /\/assets\/entry\.client-[^/]*\.js$/;
/** Long enough for the held entry and hydration after it, on a busy machine. */
const UNTIL_SCRIPTS_RUN = { timeout: HOLD_MS + 12_000 };

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
  await page.route(CLIENT_ENTRY, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
});

/** Opens a page and returns as soon as its document has been parsed: the scripts are still on their way. */
async function open(page: Page, path: string) {
  const entry = page.waitForResponse(CLIENT_ENTRY, UNTIL_SCRIPTS_RUN);
  // Most tests never wait for the entry: its promise must not fail them when they end first.
  entry.catch(() => undefined);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return { entry };
}

test.describe("before the scripts run @late-scripts", () => {
  test("home: slideshow buttons wait visibly, a card opens at once, typed contact details survive", async ({
    page,
  }) => {
    await open(page, "/");
    const next = page.getByRole("button", { name: "Next brand" });
    await expect(next).toBeDisabled();
    await expect(page.getByRole("button", { name: "Previous brand" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Discover Aquatalia" })).toBeVisible();

    const history = page.getByText(/^It began in 1972 in Oakville/);
    await page.getByRole("heading", { name: "Our history" }).click();
    await expect(history).toBeVisible();

    await page.getByLabel("First name").fill("Claire");
    await page.getByLabel("Message").fill("Typed before the scripts ran.");

    await expect(next).toBeEnabled(UNTIL_SCRIPTS_RUN);
    await next.click();
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(history).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Claire");
    await expect(page.getByLabel("Message")).toHaveValue("Typed before the scripts ran.");
  });

  test("a visitor who scrolled before the scripts run stays where they are @phone", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("heading", { name: "Our brands" }).scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    await expect(page.getByRole("button", { name: "Next brand" })).toBeEnabled(UNTIL_SCRIPTS_RUN);
    // Past the 10 ms second scroll a navigation makes: the arrival is not one.
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test("the brand list opens at once", async ({ page }) => {
    await open(page, "/b2b");
    await page.getByRole("button", { name: "Show the list of brands" }).click();
    await expect(page.getByRole("list", { name: "Brand pages" })).toBeVisible();
  });

  test("the phone menu opens at once and its links lead on @phone-only", async ({ page }) => {
    await open(page, "/b2b");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await tapInPhoneMenu(page, "About");
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the phone menu opened before the scripts run stays open once they do @phone-only", async ({
    page,
  }) => {
    const { entry } = await open(page, "/b2b");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await entry;
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
      UNTIL_SCRIPTS_RUN,
    );
    await expect(menu).toBeVisible();
  });

  test("the language link switches at once @phone", async ({ page }) => {
    await open(page, "/services");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Français/ })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\p{L}/u);
  });

  test("a brand's section opens at once and stays open once the scripts run @phone", async ({ page }) => {
    const { entry } = await open(page, "/brands/aquatalia");
    const text = page.getByText(/crafted in Italy from suede and leather/);
    await page.getByRole("heading", { name: "Weatherproof, made in Italy" }).click();
    await expect(text).toBeVisible();
    await entry;
    await page.mouse.move(0, 0);
    await expect(text).toBeVisible();
  });

  test("a brand's section the mouse rests on when the scripts start shows, and hides when it leaves", async ({
    page,
  }) => {
    const { entry } = await open(page, "/brands/aquatalia");
    const text = page.getByText(/We hold Aquatalia stock/);
    await page.getByRole("heading", { name: "How we support it in Canada" }).hover();
    await entry;
    await expect(text).toBeVisible(UNTIL_SCRIPTS_RUN);
    await page.mouse.move(0, 0);
    await expect(text).toBeHidden();
  });

  test("a password typed before the scripts run signs in", async ({ page }) => {
    const { entry } = await open(page, "/tools/login");
    await page.getByLabel("E-mail address").fill(TEST_OWNER_EMAIL);
    await page.getByLabel("Password").fill(TEST_TOOLS_PASSWORD);
    await entry;
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/tools");
  });

  test("'Download Photos' pressed before the scripts run posts the form and the zip arrives; the item numbers stay", async ({
    page,
  }) => {
    const signIn = await page.request.post("/tools/login", {
      form: { email: TEST_OWNER_EMAIL, password: TEST_TOOLS_PASSWORD },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const { entry } = await open(page, "/tools/photo-downloader");
    const button = page.getByRole("button", { name: "Download Photos" });
    const field = page.getByRole("textbox", { name: "Item Numbers" });
    // Until the scripts run the button posts the form, so it works at once (decision 250).
    await expect(button).toBeEnabled();
    await field.fill("90003-001");
    const downloading = page.waitForEvent("download");
    await button.click();
    expect((await downloading).suggestedFilename()).toMatch(/^photos_.+\.zip$/);
    await entry;
    await expect(field).toHaveValue("90003-001");
    await expect(button).toBeEnabled();
    await field.fill("");
    await expect(button).toBeDisabled(UNTIL_SCRIPTS_RUN);
  });
});

test.describe("a form sent before the scripts run @late-scripts", () => {
  test("contact: a message sent before the scripts run comes back to be confirmed, as typed", async ({
    page,
  }) => {
    await open(page, "/contact");
    await page.getByLabel("First name").fill("Claire");
    await page.getByLabel("Last name").fill("Tremblay");
    await page.getByLabel("Company").fill("Chaussures Tremblay");
    await page.getByLabel("Email").fill("claire@tremblay.example");
    await page.getByLabel("Phone number").fill("+1 514 555 0142");
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText(
      "please check your message and press the button again",
    );
    await expect(page.getByLabel("Email")).toHaveValue("claire@tremblay.example");
    expect(decodeURIComponent(page.url())).not.toContain("Claire");
  });
});
