import type { Page } from "@playwright/test";
import { TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { axeBuilder, clientAddress, expect, test } from "./fixtures";

const FLAG_KEY = "trafalgar_tools_auth";
// A refused password or a throttled client is an HTTP error status; Chromium logs each one.
const REFUSED_STATUS = /Failed to load resource: the server responded with a status of (401|429)/;

const flag = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), FLAG_KEY);

async function signIn(page: Page) {
  await page.goto("/tools/login");
  await page.getByLabel("E-mail address").fill(TEST_OWNER_EMAIL);
  await page.getByLabel("Password").fill(TEST_TOOLS_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/tools");
}

test.beforeAll(async ({ request }) => {
  // The server opens its database on first use, which takes seconds on a fresh DATA_DIR: not what these tests time.
  test.setTimeout(60_000);
  // At an address no account has: failures at the owner's account add up across the whole run (decision 263).
  await request.post("/tools/login", {
    form: { email: "warm-up@trafalgar.test", password: "opening the database" },
    headers: { "X-Forwarded-For": clientAddress("tools warm-up") },
    maxRedirects: 0,
  });
});

test.beforeEach(async ({ page }, testInfo) => {
  // Sign-in failures are throttled per client: each test is its own client.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test.describe("tools sign-in", () => {
  test.use({ allowedConsoleErrors: [REFUSED_STATUS] });

  test("a wrong password shows 'Invalid password' and clears the input; the right one opens the dashboard @phone", async ({
    page,
  }) => {
    await page.goto("/tools/login");
    await expect(page.getByRole("heading", { level: 1, name: "Tools Access" })).toBeVisible();
    await page.getByLabel("E-mail address").fill(TEST_OWNER_EMAIL);
    const password = page.getByLabel("Password");
    await password.fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid password");
    await expect(password).toHaveValue("");
    await expect(password).toBeFocused();
    expect(await flag(page)).toBeNull();

    await password.fill("still not it");
    await password.press("Enter");
    await expect(password).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveText("Invalid password");

    await password.fill(TEST_TOOLS_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/tools");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(await flag(page)).toBe("true");
  });

  test("in French, from the sign-in form to the dashboard", async ({ page }) => {
    await page.goto("/tools/login?lng=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Accès aux outils" })).toBeVisible();
    await page.getByLabel("Adresse courriel").fill(TEST_OWNER_EMAIL);
    await page.getByLabel("Mot de passe").fill("faux");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("Mot de passe invalide");
    await page.getByLabel("Mot de passe").fill(TEST_TOOLS_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Téléchargeur de photos" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Déconnexion" })).toBeVisible();
    const text = (await page.locator("#app").allInnerTexts()).join("\n");
    for (const english of ["Dashboard", "Logout", "Photo Downloader", "Download photos"]) {
      expect(text, `"${english}" on a French page`).not.toContain(english);
    }
  });

  test("after five failures the sign-in form says to wait, even for the right password", async ({ page }) => {
    await page.goto("/tools/login");
    // The guesses are at an address no account has: the client's limit counts every account's failures, and
    // the owner's own count (which every test's sign-in shares) is left alone.
    const email = page.getByLabel("E-mail address");
    await email.fill("guessed@trafalgar.test");
    const password = page.getByLabel("Password");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`wrong guess ${attempt}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(password).toHaveValue("");
    }
    await email.fill(TEST_OWNER_EMAIL);
    await password.fill(TEST_TOOLS_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Too many failed attempts. Try again in 15 minutes.");
    await expect(page).toHaveURL("/tools/login");
  });
});

test.describe("tools area", () => {
  test("signed out, a tools page sends the browser to sign-in without leaving itself in history", async ({
    page,
  }) => {
    await page.goto("/brands");
    await page.goto("/tools");
    await expect(page).toHaveURL("/tools/login");
    await expect(page.getByRole("heading", { level: 1, name: "Tools Access" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/brands");
  });

  test("a session that ends while browsing sends the next navigation to sign-in, replacing history", async ({
    page,
    context,
  }) => {
    await page.goto("/brands");
    await signIn(page);
    const before = await page.evaluate(() => history.length);
    await context.clearCookies();
    await page
      .getByRole("navigation", { name: "Tools" })
      .getByRole("link", { name: "Photo Downloader" })
      .click();
    await expect(page).toHaveURL("/tools/login");
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test("the dashboard offers the Photo Downloader, and the sidebar marks where you are", async ({ page }) => {
    await signIn(page);
    const main = page.getByRole("main");
    await expect(
      main.getByText(
        "Download product photos for the item numbers you enter or the products you pick with a filter, as one zip download or as links in a CSV sheet, and make PDF line sheets for retail buyers.",
      ),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Photo Downloader" })).toHaveAttribute(
      "href",
      "/tools/photo-downloader",
    );
    const sidebar = page.getByRole("navigation", { name: "Tools" });
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "Photo Downloader" })).not.toHaveAttribute("aria-current");

    await sidebar.getByRole("link", { name: "Photo Downloader" }).click();
    await expect(page).toHaveURL("/tools/photo-downloader");
    await expect(sidebar.getByRole("link", { name: "Photo Downloader" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/tools");
  });

  test("logout ends the session, clears the flag and goes to sign-in @phone", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/tools/login");
    expect(await flag(page)).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL("/tools/login");
    await page.goto("/tools");
    await expect(page).toHaveURL("/tools/login");
  });

  test("on a phone the sidebar waits behind a button @phone-only", async ({ page }) => {
    await signIn(page);
    const toggle = page.getByRole("button", { name: "Show tools menu" });
    const sidebar = page.getByRole("navigation", { name: "Tools" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide tools menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await sidebar.getByRole("link", { name: "Photo Downloader" }).click();
    await expect(page).toHaveURL("/tools/photo-downloader");
    await expect(sidebar).toBeHidden();
  });

  // The sign-in page's own axe check, in both languages: accessibility.spec.ts.
  test("the dashboard passes axe (WCAG 2.2 AA) @phone", async ({ page }) => {
    await signIn(page);
    const axe = await axeBuilder(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations).toEqual([]);
  });
});
