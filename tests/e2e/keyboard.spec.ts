import type { Locator, Page } from "@playwright/test";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { clientAddress, disclosure, expect, test } from "./fixtures";

/** Enough for the longest way between two stops on any page, small enough to fail fast when one is missing. */
const MAX_TABS = 120;

/**
 * How focus could show on `target`: outline and shadow (rings) of it and of the few elements around it, since
 * a card may show its link's focus as a ring around the whole card.
 */
const focusLook = (target: Locator) =>
  target.evaluate((element) => {
    const looks: string[] = [];
    for (
      let node: Element | null = element, depth = 0;
      node && depth < 4;
      node = node.parentElement, depth++
    ) {
      const style = getComputedStyle(node);
      looks.push(`${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`);
    }
    return looks.join(" ; ");
  });

/** Tabs forward, as a keyboard user would, until `target` has the focus, which must visibly show. */
async function tabTo(page: Page, target: Locator) {
  if (await target.evaluate((element) => element === document.activeElement)) return;
  const unfocused = await focusLook(target);
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expect.poll(() => focusLook(target), { message: "visible focus indicator" }).not.toBe(unfocused);
      return;
    }
  }
  throw new Error(`Not reached with ${MAX_TABS} presses of Tab: ${target}`);
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test("the skip link comes first and moves on to the page's content", async ({ page }) => {
  await page.goto("/about");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  const unfocused = await focusLook(skip);
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expect.poll(() => focusLook(skip), { message: "visible focus indicator" }).not.toBe(unfocused);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("the phone menu opens, is walked and closes from the keyboard @phone-only", async ({ page }) => {
  await page.goto("/");
  const open = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toBeVisible();
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
  await tabTo(page, services);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the slideshow pauses and the about cards open without a mouse", async ({ page }) => {
  await page.goto("/");
  const pause = page.getByRole("button", { name: "Pause the slideshow" });
  await tabTo(page, pause);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Play the slideshow" })).toBeFocused();

  const card = disclosure(page, "Our history");
  await tabTo(page, card.summary);
  await page.keyboard.press("Enter");
  await expect(card.details).toHaveJSProperty("open", true);
  await page.keyboard.press("Space");
  await expect(card.details).toHaveJSProperty("open", false);
});

test("the contact form is filled in and sent from the keyboard", async ({ page }) => {
  await page.goto("/contact");
  for (const [label, value] of Object.entries({
    "First name": "Claire",
    "Last name": "Tremblay",
    Company: "Chaussures Tremblay",
    Email: "claire@tremblay.example",
    "Phone number": "514 555 0142",
    Message: "We would like to carry your brands.",
  })) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole("button", { name: "Send message" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your message was sent successfully!")).toBeVisible({ timeout: 15_000 });
});

test("staff sign in and run the Photo Downloader from the keyboard", async ({ page }) => {
  await page.goto("/tools/login");
  await tabTo(page, page.getByLabel("E-mail address"));
  await page.keyboard.type(TEST_OWNER_EMAIL);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(TEST_TOOLS_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/tools");

  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Photo Downloader" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Photo Downloader" })).toBeVisible();
  await tabTo(page, page.getByLabel("Item Numbers"));
  await page.keyboard.type(EDGE_CASE_ITEMS.bridgedGaps);
  await tabTo(page, page.getByRole("button", { name: "Download Photos" }));
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  await download;
  await expect(page.getByText("Successfully processed 1 item(s)", { exact: true })).toBeVisible();
});
