import type { Locator, Page } from "@playwright/test";
import { disclosure, expect, test } from "./fixtures";

const BRAND_COUNT = 22;

const START = new Date("2026-03-02T09:00:00-05:00");

/**
 * Opens the home page on a stopped clock: time moves only when a test says so. The slideshow's buttons are
 * enabled once the page has hydrated, after its timer started.
 */
async function openHome(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Next brand" })).toBeEnabled();
}

/** Brings the logo strip into view and waits for its rows to be placed, on a frame after their code arrived. */
async function showStrip(page: Page) {
  const rows = page.locator("[data-strip-row]");
  await rows.last().scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return rows.last().getAttribute("style");
    })
    .toMatch(/translate3d/);
  return rows;
}

const counter = (page: Page) => page.getByText(new RegExp(`^\\d+ / ${BRAND_COUNT}$`));
const rowShift = (row: Locator) =>
  row.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);

test("on a phone, the first screen shows the artwork, then says who we are and what to do @phone-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [language, label, cta] of [
    ["en", "Featured brands", "Explore our brands"],
    ["fr", "Marques en vedette", "Découvrir nos marques"],
  ] as const) {
    await page.goto(`/?lng=${language}`);
    const hero = page.getByRole("region", { name: label });
    const art = await hero.getByRole("group").first().boundingBox();
    const title = await hero.getByRole("heading", { level: 1 }).boundingBox();
    const link = await hero.getByRole("link", { name: cta }).boundingBox();
    expect(art && title && link, language).toBeTruthy();
    if (!art || !title || !link) continue;
    // SPEC's order: the artwork first, then the side panel's title and call to action…
    expect(art.y + art.height, language).toBeLessThanOrEqual(title.y);
    expect(title.y, language).toBeLessThan(link.y);
    // …all of it on the first screen, before any scrolling.
    expect(link.y + link.height, language).toBeLessThanOrEqual(844);
    expect(art.height, language).toBeGreaterThanOrEqual(200);
  }
});

test.describe("home hero carousel", () => {
  test("advances every 10 s and wraps around after the last brand", async ({ page }) => {
    await openHome(page);
    await expect(counter(page)).toHaveText(`1 / ${BRAND_COUNT}`);
    await page.clock.runFor(10_000);
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
    // Step back to the last brand, then let it wrap to the first on its own.
    await page.getByRole("button", { name: "Previous brand" }).click();
    await page.getByRole("button", { name: "Previous brand" }).click();
    await expect(counter(page)).toHaveText(`${BRAND_COUNT} / ${BRAND_COUNT}`);
    await page.clock.runFor(10_000);
    await expect(counter(page)).toHaveText(`1 / ${BRAND_COUNT}`);
  });

  test("previous and next move at once and restart the 10 s timer", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(6_000);
    await page.getByRole("button", { name: "Next brand" }).click();
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
    await expect(page.getByText(`Brand 2 of ${BRAND_COUNT}: `)).toBeAttached();
    await page.clock.runFor(9_900);
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
    await page.clock.runFor(100);
    await expect(counter(page)).toHaveText(`3 / ${BRAND_COUNT}`);
    await page.clock.runFor(6_000);
    await page.getByRole("button", { name: "Previous brand" }).click();
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
    await page.clock.runFor(9_900);
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
    await page.clock.runFor(100);
    await expect(counter(page)).toHaveText(`3 / ${BRAND_COUNT}`);
  });

  test("pause stops the slideshow and play resumes it", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Pause the slideshow" }).click();
    await page.clock.runFor(35_000);
    await expect(counter(page)).toHaveText(`1 / ${BRAND_COUNT}`);
    await page.getByRole("button", { name: "Play the slideshow" }).click();
    await page.clock.runFor(10_000);
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
  });

  test("only the first slide's image loads eagerly, with high priority", async ({ page }) => {
    await page.goto("/");
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(BRAND_COUNT);
    const first = slides.first().locator("img").first();
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(slides.nth(1).locator("img").first()).toHaveAttribute("loading", "lazy");
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    // The document asks for the first slide's art alone: the slides beside it, in view behind it (so fetched
    // at high priority), come with the scripts and never compete with the page's largest paint.
    const html = await (await page.request.get("/")).text();
    const heroArt = new Set(
      [...html.matchAll(/\/img\/brands\/([a-z-]+)\/(hero|home-logo)/g)].map((match) => match[1]),
    );
    expect([...heroArt]).toHaveLength(1);
  });

  test("keyboard users can work the slideshow @phone", async ({ page, isMobile }) => {
    await openHome(page);
    const next = page.getByRole("button", { name: "Next brand" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Brand 2 of ${BRAND_COUNT}: `)).toBeAttached();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Play the slideshow" })).toBeFocused();
    await page.clock.runFor(20_000);
    await expect(page.getByText(`Brand 2 of ${BRAND_COUNT}: `)).toBeAttached();
    if (isMobile) return;
    await expect(counter(page)).toHaveText(`2 / ${BRAND_COUNT}`);
  });

  test("a swipe changes the brand on a phone @phone-only", async ({ page }) => {
    await openHome(page);
    const stage = page.locator('[aria-roledescription="slide"]').first().locator("..");
    const swipe = (fromX: number, toX: number) =>
      stage.evaluate(
        (element, [start, end]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(
            new TouchEvent("touchstart", { touches: [touch(start ?? 0)], bubbles: true }),
          );
          element.dispatchEvent(
            new TouchEvent("touchend", { changedTouches: [touch(end ?? 0)], bubbles: true }),
          );
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(page.getByText(`Brand 2 of ${BRAND_COUNT}: `)).toBeAttached();
    await swipe(100, 300);
    await swipe(100, 300);
    await expect(page.getByText(`Brand ${BRAND_COUNT} of ${BRAND_COUNT}: `)).toBeAttached();
  });
});

test.describe("home logo strip", () => {
  test("shows 21 brands in 3 rows of 7, each linking to its brand page", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Brands we represent" });
    const rows = strip.locator("[data-strip-row]");
    await expect(rows).toHaveCount(3);
    for (let row = 0; row < 3; row++) {
      await expect(rows.nth(row).locator("ul:not([aria-hidden])").getByRole("link")).toHaveCount(7);
    }
    const links = strip.getByRole("link").filter({ has: page.getByRole("img") });
    await expect(links).toHaveCount(21);
    const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(new Set(targets).size).toBe(21);
    for (const target of targets) {
      expect(target).toMatch(/^\/brands\/[a-z0-9-]+$/);
      expect((await page.request.get(target ?? "")).status(), target ?? "").toBe(200);
    }
    await strip.getByRole("link", { name: "Explore all brands" }).click();
    await expect(page).toHaveURL(/\/brands$/);
  });

  test("rows move at their own speeds in alternating directions and pause under the pointer", async ({
    page,
  }) => {
    await openHome(page);
    const rows = await showStrip(page);
    const before = await Promise.all([0, 1, 2].map((row) => rowShift(rows.nth(row))));
    await page.clock.runFor(1_000);
    const after = await Promise.all([0, 1, 2].map((row) => rowShift(rows.nth(row))));
    const moved = after.map((x, row) => x - (before[row] ?? 0));
    // 0.4, 0.6 and 0.8 px per frame at 60 frames per second: 24, 36 and 48 px a second.
    expect(moved[0]).toBeCloseTo(-24, -0.5);
    expect(moved[1]).toBeCloseTo(36, -0.5);
    expect(moved[2]).toBeCloseTo(-48, -0.5);

    const middle = await rows.nth(1).locator("..").boundingBox();
    await page.mouse.move(
      (middle?.x ?? 0) + (middle?.width ?? 0) / 2,
      (middle?.y ?? 0) + (middle?.height ?? 0) / 2,
    );
    const held = await rowShift(rows.nth(1));
    const other = await rowShift(rows.nth(0));
    await page.clock.runFor(1_000);
    expect(await rowShift(rows.nth(1))).toBe(held);
    expect(await rowShift(rows.nth(0))).not.toBe(other);

    await page.mouse.move(0, 0);
    await page.clock.runFor(500);
    expect(await rowShift(rows.nth(1))).not.toBe(held);
  });

  test("on a phone the strip waits, still and single, until the visitor scrolls near it @phone-only", async ({
    page,
  }) => {
    await openHome(page);
    const copies = page.locator('[data-strip-row="0"] > ul');
    await page.clock.runFor(2_000);
    await expect(copies).toHaveCount(1);
    await expect(page.locator('[data-strip-row="0"]')).not.toHaveAttribute("style", /translate3d/);
    const rows = await showStrip(page);
    await expect(copies).toHaveCount(4);
    const before = await rowShift(rows.first());
    await page.clock.runFor(1_000);
    expect(await rowShift(rows.first())).toBeLessThan(before);
  });

  test("a row holds still while one of its links has focus, and the strip can be paused", async ({
    page,
  }) => {
    await openHome(page);
    const rows = page.locator("[data-strip-row]");
    const last = rows.nth(2).getByRole("link").last();
    // Focus brings the strip into view, and its motion starts held on the focused row.
    await last.focus();
    await showStrip(page);
    await expect(last).toBeInViewport({ ratio: 1 });
    const held = await rowShift(rows.nth(2));
    await page.clock.runFor(1_000);
    expect(await rowShift(rows.nth(2))).toBe(held);

    await page.getByRole("button", { name: "Pause the moving logos" }).click();
    const paused = await Promise.all([0, 1, 2].map((row) => rowShift(rows.nth(row))));
    await page.clock.runFor(2_000);
    expect(await Promise.all([0, 1, 2].map((row) => rowShift(rows.nth(row))))).toEqual(paused);
    await expect(page.getByRole("button", { name: "Resume the moving logos" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("nothing moves for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play the slideshow" })).toBeVisible();
    const rows = page.locator("[data-strip-row]");
    await page.waitForTimeout(500);
    expect(await rowShift(rows.nth(0))).toBe(0);
    await expect(page.getByRole("button", { name: "Pause the moving logos" })).toBeHidden();
    await expect(counter(page)).toHaveText(`1 / ${BRAND_COUNT}`);
  });
});

test.describe("home sections", () => {
  test("about cards open on click, hover and keyboard", async ({ page }) => {
    await page.goto("/");
    const history = disclosure(page, "Our history");
    const services = disclosure(page, "Our services");
    const vision = disclosure(page, "Our vision");
    await expect(history.details).toHaveJSProperty("open", false);
    await history.summary.click();
    await expect(history.details).toHaveJSProperty("open", true);
    await expect(page.getByText(/^It began in 1972 in Oakville/)).toBeVisible();

    await services.summary.hover();
    await expect(services.details).toHaveJSProperty("open", true);
    await expect(page.getByText(/guaranteed 8 hours/)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(services.details).toHaveJSProperty("open", false);

    await vision.summary.focus();
    await page.keyboard.press("Enter");
    await expect(vision.details).toHaveJSProperty("open", true);
    await page.keyboard.press("Space");
    await expect(vision.details).toHaveJSProperty("open", false);
  });

  test("the hero, promo and banner calls to action lead where they say", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured brands" });
    await expect(hero.getByRole("link", { name: "Explore our brands" })).toHaveAttribute("href", "/brands");
    await expect(hero.getByRole("link", { name: "Contact Trafalgar Brands" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Work with us now" })).toHaveAttribute("href", "/contact");
    await page
      .getByRole("link", { name: "Read more about our e-commerce and dropshipping services" })
      .click();
    // The services page's code and data load on the click; on a busy machine that can take a while.
    await expect(page).toHaveURL(/\/services#ecommerce$/, { timeout: 20_000 });
    await expect(
      page.getByRole("heading", { level: 1, name: "Services that move your business forward" }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test("the home page holds the brand grid and the general contact form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Our brands" })).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toBeVisible();
  });
});
