import { PUBLIC_PAGES } from "../../app/lib/public-pages";
import { isOtherBrandPage } from "../support/representative-brands";
import { axeBuilder, expect, test } from "./fixtures";

const PAGES = [...PUBLIC_PAGES, "/no-such-page", "/tools/login"];
const LANGUAGES = ["en", "fr"] as const;

/**
 * Where a page is audited (decisions 306 and 316). On a desktop, every page in both languages, but the 18 brand
 * pages the four representatives stand for, each in one. On a phone, every page but those 18, in one language:
 * what a phone changes is the layout, the same in either language, and the French is audited on the desktop.
 * The one language alternates page by page, so each language meets the phone's menu and half the pages.
 */
function auditsOf(path: string, index: number): { language: (typeof LANGUAGES)[number]; tags: string }[] {
  const alternate = LANGUAGES[index % LANGUAGES.length] ?? "en";
  if (isOtherBrandPage(path)) return [{ language: alternate, tags: "" }];
  return LANGUAGES.map((language) => ({ language, tags: language === alternate ? " @phone" : "" }));
}

/** axe-core finds nothing on any page (above: which language and which projects). */
test.describe("accessibility", () => {
  for (const [index, path] of PAGES.entries()) {
    for (const { language, tags } of auditsOf(path, index)) {
      test(`${path} (${language}) has no axe violations${tags}`, async ({ page }) => {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // Content below the fold waits, faded, for its scroll reveal; axe judges it as it will be seen.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll("[data-reveal]"))
            element.removeAttribute("data-reveal");
        });
        const results = await axeBuilder(page)
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
  }
});
