import type { Page } from "@playwright/test";
import { TEST_TOOLS_PASSWORD } from "../support/site-server";
import { expect } from "./fixtures";

export const PHOTO_DOWNLOADER = "/tools/photo-downloader";

/** A staff sign-in through the form's own POST: the page's cookies then carry the session. */
export async function signIn(page: Page) {
  const response = await page.request.post("/tools/login", {
    form: { password: TEST_TOOLS_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/** The page once the product directory has loaded (the Vendor list is filled from it). */
export async function openDownloader(page: Page, url = PHOTO_DOWNLOADER) {
  await page.goto(url);
  const vendor = page.getByRole("combobox", { name: /^(Vendor|Fournisseur)$/ });
  await expect(vendor.locator("option")).not.toHaveCount(1);
}
