import AxeBuilder from "@axe-core/playwright";
import { PUBLIC_PAGES } from "../../app/lib/public-pages";
import { isOtherBrandPage } from "../support/representative-brands";
import { expect, test } from "./fixtures";

const PAGES = [...PUBLIC_PAGES, "/no-such-page", "/tools/login"];

/**
 * axe-core finds nothing on any page, in either language, on a desktop; and on a phone, where the brand pages'
 * shared template is checked on the four brands that stand for it (decision 306).
 */
for (const language of ["en", "fr"]) {
  test.describe(`accessibility (${language})`, () => {
    for (const path of PAGES) {
      const projects = isOtherBrandPage(path) ? "" : " @phone";
      test(`${path} has no axe violations${projects}`, async ({ page }) => {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // Content below the fold waits, faded, for its scroll reveal; axe judges it as it will be seen.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll("[data-reveal]"))
            element.removeAttribute("data-reveal");
        });
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const violations = results.violations.map((violation) => ({
          id: violation.id,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
        expect(violations).toEqual([]);
      });
    }
  });
}
