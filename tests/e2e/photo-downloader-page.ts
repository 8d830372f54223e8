import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Steps the Photo Downloader's browser tests share. */
export const PAGE = "/tools/photo-downloader";

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
