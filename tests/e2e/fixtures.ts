import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "../support/site-server";

/** Signs the page's browser in as the test server's owner, by posting the sign-in form (`origin`: another server). */
export async function signIn(page: Page, origin = "") {
  const response = await page.request.post(`${origin}/tools/login`, {
    form: { email: TEST_OWNER_EMAIL, password: TEST_TOOLS_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/**
 * Every browser test fails on a console error, a failed page script or a React hydration warning,
 * whichever page produced it. Tests that expect one (a deliberately broken bot check) list it in
 * `allowedConsoleErrors`.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
  staffPage: Page;
}>({
  allowedConsoleErrors: [[], { option: true }],
  /** The page, signed in as the owner before the test begins: for tests that start inside the staff tools. */
  staffPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      // A page that is itself a 404 (asked for on purpose) logs its status; its images and scripts must not fail.
      const documentUrls = new Set<string>();
      const watch = (target: Page) => {
        target.on("response", (response) => {
          if (response.request().resourceType() === "document") documentUrls.add(response.url());
        });
        target.on("console", (message) => {
          const text = message.text();
          const serious = message.type() === "error" || /hydrat/i.test(text);
          if (!serious || allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
          const source = message.location().url;
          // A form posted to `…#contact-outcome` logs its page's status under that address, fragment and all.
          if (text.startsWith("Failed to load resource") && documentUrls.has(source.split("#")[0] ?? ""))
            return;
          problems.push(`${message.type()}: ${text}${source ? ` (${source})` : ""}`);
        });
        target.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      };
      watch(page);
      page.context().on("page", watch);
      await use(undefined);
      expect(problems, "console errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A distinct client address per test (seeded with its `testId`, unique per file, title and project), so
 * per-client throttles (contact, sign-in) don't leak between tests. Each run starts a fresh server and database.
 */
export function clientAddress(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  // IPv6 documentation prefix: a header value only, never an address anything is sent to. The seed picks the
  // network (the throttles count an IPv6 client by its /64), so each test is a client of its own.
  return `2001:db8:${(hash >>> 16).toString(16)}:${(hash & 0xffff).toString(16)}::1`;
}

/**
 * An expandable card or section by its title: `summary` is its control (click, Enter, Space), `details` holds
 * its open state (`open`).
 */
export function disclosure(page: Page, title: string) {
  const summary = page.locator("summary").filter({ hasText: title });
  return { summary, details: page.locator("details").filter({ has: summary }) };
}

/**
 * axe-core's runner for `page`, run in the page itself (`axe.run`, its legacy mode): the default runs axe in
 * each frame, then opens a blank page to merge the frames' results, and injects axe's 500 kB into both, about
 * a second more for each audit. The site's pages hold no frames from another origin, which only the default
 * would reach (decision 336).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * axe finds nothing against WCAG 2.2 AA on the page as it is now. It runs in the page, so only where scripts run:
 * in a project without them it checks nothing (the same page is checked in the projects with scripts).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return;
  const axe = await axeBuilder(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations).toEqual([]);
}

/**
 * Taps a link in the open phone menu as a person does: once the menu has finished growing (SPEC §2: to 300 px
 * over 0.3 s; its computed height follows the transition). A click while it still grows would scroll the menu,
 * and the growing menu would move the link from under the pointer onto its neighbour.
 */
export async function tapInPhoneMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toHaveCSS("max-height", "300px");
  await menu.getByRole("link", { name, exact: true }).click();
}
