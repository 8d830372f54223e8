import type { Page } from "@playwright/test";
import { TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "../support/site-server";
import { expect } from "./fixtures";

/** Steps the Photo Downloader's browser tests share. */
export const PAGE = "/tools/photo-downloader";

export async function signIn(page: Page, origin = "") {
  const response = await page.request.post(`${origin}/tools/login`, {
    form: { email: TEST_OWNER_EMAIL, password: TEST_TOOLS_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/**
 * The page once the product directory has loaded (the Vendor list is filled from it) and its scripts
 * have taken over, as a person sees it: the filters button, greyed out until then, turns active.
 * Before that, "Download Photos" posts the form and the zip arrives without the progress panel.
 */
export async function openDownloader(page: Page, url = PAGE) {
  await page.goto(url);
  const vendor = page.getByRole("combobox", { name: /^(Vendor|Fournisseur)$/ });
  await expect(vendor.locator("option")).not.toHaveCount(1);
  await expect(
    page.getByRole("button", { name: /^(Show|Hide) Filters$|^(Afficher|Masquer) les filtres$/ }),
  ).toBeEnabled();
}
