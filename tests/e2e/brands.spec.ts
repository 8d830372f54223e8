import type { Page } from "@playwright/test";
import sharp from "sharp";
import { aquatalia } from "../../content/brands/aquatalia.ts";
import { BRAND_REGISTRY } from "../../content/brands/registry.ts";
import { disclosure, expect, test } from "./fixtures";

/** The website button of SPEC §2 (/brands/{brandId}). */
const WEBSITE_BUTTON = { en: "VISIT THEIR WEBSITE" } as const;

const GRID_IDS = BRAND_REGISTRY.filter((brand) => brand.inGrids).map((brand) => brand.id);

function brandGrid(page: Page, name = "All brands") {
  return page.getByRole("navigation", { name });
}

/** Tiles sharing the first tile's row: the number of columns the grid shows. */
async function columnCount(page: Page, name?: string): Promise<number> {
  const tiles = brandGrid(page, name).getByRole("listitem");
  await expect(tiles).toHaveCount(21);
  const tops = await tiles.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

test.describe("/brands", () => {
  test("shows 21 tiles, each linking to its brand page", async ({ page }) => {
    await page.goto("/brands");
    await expect(page.getByRole("heading", { level: 1, name: "Brands we bring to Canada" })).toBeVisible();
    const links = brandGrid(page).getByRole("link");
    await expect(links).toHaveCount(21);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual(GRID_IDS.map((id) => `/brands/${id}`));
    await expect(brandGrid(page).getByRole("link", { name: "Joybees" })).toHaveCount(0);
    await links.filter({ hasText: "" }).getByRole("img", { name: "Børn" }).click();
    await expect(page).toHaveURL(/\/brands\/born$/);
    await expect(page.getByRole("heading", { level: 1, name: "Børn" })).toBeVisible();
  });

  for (const [width, columns] of [
    [390, 2],
    [700, 3],
    [1100, 4],
    [1366, 6],
  ] as const) {
    test(`has ${columns} columns at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/brands");
      expect(await columnCount(page)).toBe(columns);
    });
  }

  test("lays the grid out in two columns on a phone, in French @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/brands?lng=fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Les marques que nous offrons au Canada" }),
    ).toBeVisible();
    expect(await columnCount(page, "Toutes les marques")).toBe(2);
  });
});

test.describe("/brands/{brandId}", () => {
  // Every brand page's own content, in both languages, its links and the way on to the brand's website, as the
  // server sends them: tests/integration/brand-pages.test.ts. Here, that a visitor sees the template's parts.
  test("shows the brand's name, description, website button, sections and contact form", async ({ page }) => {
    const content = aquatalia.en;
    await page.goto("/brands/aquatalia");
    await expect(page.getByRole("link", { name: "OUR BRANDS" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: content.name })).toBeVisible();
    await expect(page.getByText(content.description)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(WEBSITE_BUTTON.en) })).toBeVisible();
    await expect(page.getByRole("heading", { name: content.section1Heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: content.section2Heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: content.contact.heading })).toBeVisible();
    await expect(page.getByRole("button", { name: content.contact.submitText })).toBeVisible();
  });

  test("opens a section on click and keeps it open", async ({ page }) => {
    await page.goto("/brands/aquatalia");
    const { summary: section, details } = disclosure(page, "Weatherproof, made in Italy");
    const text = page.getByText(/crafted in Italy from suede and leather/);
    await expect(text).toBeHidden();
    await section.click();
    await expect(details).toHaveJSProperty("open", true);
    await page.mouse.move(0, 0);
    await expect(text).toBeVisible();
    await section.click();
    await page.mouse.move(0, 0);
    await expect(details).toHaveJSProperty("open", false);
    await expect(text).toBeHidden();
  });

  test("shows a section while the mouse rests on it", async ({ page }) => {
    await page.goto("/brands/aquatalia");
    const { summary: section } = disclosure(page, "How we support it in Canada");
    const text = page.getByText(/We hold Aquatalia stock/);
    await expect(text).toBeHidden();
    await section.hover();
    await expect(text).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(text).toBeHidden();
  });

  test("opens and closes a section from the keyboard", async ({ page }) => {
    await page.goto("/brands/dockers?lng=fr");
    const { summary: section, details } = disclosure(page, "Chic décontracté, toute la semaine");
    await section.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveJSProperty("open", true);
    await expect(page.getByText(/allient formes classiques et confort/)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(details).toHaveJSProperty("open", false);
  });

  test("opens a section with a tap on a phone @phone-only", async ({ page }) => {
    await page.goto("/brands/stride-rite");
    const { summary: section, details } = disclosure(page, "Fit for every first step");
    await section.tap();
    await expect(details).toHaveJSProperty("open", true);
    await expect(page.getByText(/Stride Rite designs shoes for each stage/)).toBeVisible();
  });

  test("keeps each hero's white text at AA contrast over its art at a phone's width @phone-only", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The page's stylesheet is what is measured: a context that may add a style of its own to hide the text.
    const context = await browser.newContext({
      baseURL,
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    for (const { id } of BRAND_REGISTRY) {
      await page.goto(`/brands/${id}`);
      const description = page.locator("main section").first().locator("p").first();
      await page
        .locator("main section img")
        .first()
        .evaluate((image: HTMLImageElement) => image.decode());
      const box = await description.boundingBox();
      // The art behind the words, without them, pixel by pixel.
      await page.addStyleTag({ content: "main section p { color: transparent !important; }" });
      const { data, info } = await sharp(await page.screenshot({ clip: box ?? undefined }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The words are white at 90 % opacity (`text-white/90`): each pixel's text colour is that blend over it.
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const over = (value: number) => 0.9 * 255 + 0.1 * value;
      let worst = Number.POSITIVE_INFINITY;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        const text = luminance(over(r), over(g), over(b));
        worst = Math.min(worst, (text + 0.05) / (luminance(r, g, b) + 0.05));
      }
      expect(worst, id).toBeGreaterThanOrEqual(4.5);
    }
    await context.close();
  });
  // The old spelling's redirect and an unknown brand's 404 page: tests/integration/brand-pages.test.ts.
});
