import type { Page } from "@playwright/test";
import { WORDMARK_FRAMES } from "../../app/lib/brand-art/wordmark-layout";
import { PUBLIC_PAGES } from "../../app/lib/public-pages";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products";
import { isOtherBrandPage } from "../support/representative-brands";
import { clientAddress, expect, signIn, test } from "./fixtures";
import { PAGE as PHOTO_DOWNLOADER } from "./photo-downloader-page";

/** The widths a visitor's screen is likely to have: small and common phones, a tablet, laptops. */
const WIDTHS = [320, 390, 768, 1024, 1440] as const;

/**
 * The page as a visitor who scrolled through it sees it. Under reduced motion (as these tests browse) a
 * scroll-revealed section is shown from the start, so only the lazy images are left: each loads wherever it is.
 */
async function revealWholePage(page: Page) {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await imagesLoaded(page);
}

/**
 * Every image a visitor can reach has loaded: after a resize, the ones its new width chose. A revealed section
 * stays revealed and an eager image loads wherever it is, so a page scrolled through once needs only this.
 */
async function imagesLoaded(page: Page) {
  // A lazy image never loads where it cannot be scrolled to: not rendered at this width (display: none) or
  // waiting off to the side in the logo strip's moving track. Only the ones a visitor can reach count.
  // Looked at every 50 ms, not at each animation frame: a page that has settled may not ask for frames.
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        const rect = image.getBoundingClientRect();
        const reachable =
          image.getClientRects().length > 0 && rect.right > 0 && rect.left < window.innerWidth;
        return image.complete || !reachable;
      }),
    undefined,
    { polling: 50 },
  );
}

/**
 * Everything wrong with the layout at the current width, as sentences: a page wider than the screen, text
 * outside the screen or spilling out of its box, two pieces of text on top of each other, a wordmark not
 * loaded or cut by its tile, a brand grid row left ragged.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(
        `page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`,
      );
    }
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    // Each element's style and ancestors are looked at once per walk, not once per piece of text under it.
    const hidden = new Map<Element, boolean>();
    /** Hidden itself or by an ancestor: not displayed, invisible, transparent, or clipped to nothing. */
    const hiddenFromView = (node: Element | null): boolean => {
      if (!node) return false;
      let known = hidden.get(node);
      if (known === undefined) {
        const style = getComputedStyle(node);
        known =
          style.display === "none" ||
          style.visibility === "hidden" ||
          Number(style.opacity) === 0 ||
          // Screen-reader only at this width (a responsive `max-lg:sr-only`): clipped to nothing.
          (style.position === "absolute" &&
            (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)")) ||
          hiddenFromView(node.parentElement);
        hidden.set(node, known);
      }
      return known;
    };
    /** Not seen by anyone: hidden, inert, transparent, screen-reader only, or in a closed disclosure. */
    const unseen = (element: Element) =>
      Boolean(element.closest("[hidden], [inert], [aria-hidden='true'], .sr-only")) ||
      Boolean(element.closest("details:not([open]) > :not(summary)")) ||
      hiddenFromView(element);
    type Clip = { left: number; right: number; top: number; bottom: number; ellipsis: boolean };
    const clips = new Map<Element, Clip>();
    /** What `node` and its ancestors below the body let be seen of their content. */
    const clipWithin = (node: Element | null): Clip => {
      if (!node || node === document.body)
        return { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity, ellipsis: false };
      let clip = clips.get(node);
      if (!clip) {
        clip = { ...clipWithin(node.parentElement) };
        const style = getComputedStyle(node);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const box = node.getBoundingClientRect();
          clip.left = Math.max(clip.left, box.left);
          clip.right = Math.min(clip.right, box.right);
          clip.top = Math.max(clip.top, box.top);
          clip.bottom = Math.min(clip.bottom, box.bottom);
          if (style.textOverflow === "ellipsis") clip.ellipsis = true;
        }
        clips.set(node, clip);
      }
      return clip;
    };
    /** Where an element can be seen: the screen, narrowed by every ancestor that clips what overflows it. */
    const clipOf = (element: Element) => clipWithin(element.parentElement);

    const boxes: Array<{ rect: DOMRect; element: Element; node: Text }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!(node instanceof Text) || !element || !node.data.trim() || unseen(element)) continue;
      if (element.closest("script, style, noscript, option, select, textarea")) continue;
      const clip = clipOf(element);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        const inside =
          rect.left >= clip.left - 1 &&
          rect.right <= clip.right + 1 &&
          rect.top >= clip.top - 1 &&
          rect.bottom <= clip.bottom + 1;
        const outOfSight =
          rect.right <= clip.left ||
          rect.left >= clip.right ||
          rect.bottom <= clip.top ||
          rect.top >= clip.bottom;
        if (outOfSight) continue;
        if (!inside && !clip.ellipsis) problems.push(`${label(element)} is cut by its container`);
        if (rect.left < -1 || rect.right > width + 1) problems.push(`${label(element)} runs off the screen`);
        // Every column keeps at least 16 px from the screen's sides; text closer than half that has pushed
        // its column wider than the page allows.
        else if (rect.left < 8 || rect.right > width - 8)
          problems.push(`${label(element)} runs into the screen's margin`);
        boxes.push({ rect, element, node });
      }
    }
    for (const element of document.body.querySelectorAll("p, h1, h2, h3, h4, li, dt, dd, label, button, a")) {
      if (unseen(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.overflowX !== "visible") continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        problems.push(
          `${label(element)} spills out of its box (${element.scrollWidth} > ${element.clientWidth} px)`,
        );
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b || a.node === b.node) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 2 && overlapY > 2) problems.push(`${label(a.element)} overlaps ${label(b.element)}`);
      }
    }

    for (const image of document.querySelectorAll<HTMLImageElement>(
      ".brand-tile-mark img, .strip-logo img, main h1 img",
    )) {
      if (unseen(image)) continue;
      if (!image.complete || image.naturalWidth === 0) problems.push(`wordmark ${image.alt} did not load`);
      // A logo strip row that stands still (reduced motion) shows every logo of its row whole.
      const frame = (
        image.closest(".brand-tile") ??
        image.closest(".strip-row") ??
        image.closest("section") ??
        document.body
      ).getBoundingClientRect();
      const rect = image.getBoundingClientRect();
      if (
        rect.left < frame.left - 1 ||
        rect.right > frame.right + 1 ||
        rect.top < frame.top - 1 ||
        rect.bottom > frame.bottom + 1
      ) {
        problems.push(`wordmark ${image.alt} is cut by its frame`);
      }
    }

    for (const grid of document.querySelectorAll(".brand-grid")) {
      const tiles = [...grid.children].map((tile) => tile.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const tile of tiles)
        rows.set(Math.round(tile.top), [...(rows.get(Math.round(tile.top)) ?? []), tile]);
      const counts = [...rows.values()].map((row) => row.length);
      const full = Math.max(...counts);
      if (counts.slice(0, -1).some((count) => count !== full))
        problems.push(`brand grid rows of ${counts.join(", ")} tiles`);
      const last = [...rows.values()].at(-1) ?? [];
      const box = grid.getBoundingClientRect();
      const first = last[0];
      const end = last.at(-1);
      if (first && end && Math.abs(first.left - box.left - (box.right - end.right)) > 2) {
        problems.push(`brand grid's last row of ${last.length} is not centred`);
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * Every brand wordmark laid out on the page (the home slides either side of the current one included) drawn
 * smaller than the smallest frame it was laid out for: a brand page's hero (`logo`), a tile or the logo strip
 * (`logo-compact`), a home slide (`home-logo`). The wordmark tests prove every line legible in those frames,
 * measured in the typefaces the wordmarks are drawn in (decision 319).
 */
function wordmarkProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (frames) => {
    const problems: string[] = [];
    // Each drawing fetched once for the page's life: a test stepping through the carousel asks at every slide.
    const page = window as unknown as { wordmarkViewBoxes?: Map<string, Promise<number[]>> };
    page.wordmarkViewBoxes ??= new Map();
    const viewBoxes = page.wordmarkViewBoxes;
    const images = [...document.querySelectorAll<HTMLImageElement>("img")].filter(
      (image) => /\/img\/brands\/.+\.svg$/.test(image.currentSrc) && image.getClientRects().length > 0,
    );
    for (const image of images) {
      const source = image.currentSrc;
      if (!viewBoxes.has(source)) {
        viewBoxes.set(
          source,
          fetch(source)
            .then((response) => response.text())
            .then((text) => {
              const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
              return (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
            }),
        );
      }
      const [, , viewWidth = 0, viewHeight = 0] = (await viewBoxes.get(source)) ?? [];
      const kind = /home-?logo/.test(source) ? "slide" : /-compact/.test(source) ? "compact" : "page";
      const frame = frames[kind];
      const box = image.getBoundingClientRect();
      // object-fit: contain (or a box of the drawing's own shape): the drawing scaled to fit, whole.
      const drawn = Math.min(box.width / viewWidth, box.height / viewHeight);
      const laidOutFor = Math.min(frame.width / viewWidth, frame.height / viewHeight);
      if (drawn < laidOutFor * 0.99)
        problems.push(
          `wordmark ${image.alt} drawn in ${Math.round(box.width)} × ${Math.round(box.height)} px, under its ${kind} frame (${source})`,
        );
    }
    return [...new Set(problems)];
  }, WORDMARK_FRAMES);
}

test.use({ reducedMotion: "reduce" });

for (const language of ["en", "fr"] as const) {
  // The store finder's answer too: its cards, distances and long French headings.
  for (const path of [...PUBLIC_PAGES, "/where-to-buy?near=L6J+7W5&brand=born"]) {
    // The 22 brand pages share one template (decision 306): every one at the narrowest width, where a long
    // name or text overflows first; the four brands that stand for them at every width.
    const widths = isOtherBrandPage(path) ? [WIDTHS[0]] : WIDTHS;
    test(`${path} (${language}) lays out cleanly at ${widths.join(", ")} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
      // Scrolled through once, at the width it was loaded at; at each other width, what that width loads.
      await revealWholePage(page);
      for (const width of widths) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForFunction((wanted) => window.innerWidth === wanted, width, { polling: 50 });
          await imagesLoaded(page);
        }
        expect(await layoutProblems(page), `${path} (${language}) at ${width} px`).toEqual([]);
        expect(await wordmarkProblems(page), `${path} (${language}) at ${width} px`).toEqual([]);
      }
    });
  }
}

test("the notify-me links' pages lay out cleanly at every width, in both languages", async ({ page }) => {
  // A link that names nothing: the same page as a used or expired one, with its way back to the form.
  for (const path of [
    `/b2b/notify/confirm/${"A".repeat(43)}`,
    `/b2b/notify/unsubscribe/1.${"A".repeat(43)}`,
  ]) {
    for (const language of ["en", "fr"] as const) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${path}?lng=${language}`);
      for (const width of WIDTHS) {
        await resize(page, width);
        expect(await layoutProblems(page), `${path} (${language}) at ${width} px`).toEqual([]);
      }
    }
  }
});

test("/tools/login lays out cleanly at every width, in both languages", async ({ page }) => {
  for (const language of ["en", "fr"] as const) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(`/tools/login?lng=${language}`);
    for (const width of WIDTHS) {
      await resize(page, width);
      expect(await layoutProblems(page), `/tools/login (${language}) at ${width} px`).toEqual([]);
    }
  }
});

test("the Photo Downloader, its history, share links and line sheets, Messages, Analytics and a retailer's share page lay out cleanly at every width, in both languages", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
  await signIn(page);
  // A run and a share link of it, so the history and share tables have a row whatever ran before.
  const item = EDGE_CASE_ITEMS.gapOfThree;
  const prepared = await page.request.post("/api/photos/downloads", {
    headers: { Origin: baseURL ?? "" },
    data: { mode: "photos", preset: "originals", items: [{ item, photos: [`${item}_01.jpg`] }] },
  });
  expect(prepared.status()).toBe(201);
  const shared = await page.request.post(`${PHOTO_DOWNLOADER}/shares`, {
    headers: { Origin: baseURL ?? "" },
    form: { intent: "create", download: (await prepared.json()).download.id, days: "1", note: "Layout" },
  });
  expect(shared.status()).toBe(200);
  const sharePage = /\/share\/[A-Za-z0-9_-]{32}/.exec(await shared.text())?.[0] ?? "";
  expect(sharePage).not.toBe("");
  for (const path of [
    PHOTO_DOWNLOADER,
    `${PHOTO_DOWNLOADER}/history`,
    `${PHOTO_DOWNLOADER}/shares`,
    `${PHOTO_DOWNLOADER}/line-sheets`,
    "/tools/messages",
    "/tools/analytics",
    sharePage,
  ]) {
    for (const language of ["en", "fr"] as const) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${path}?lng=${language}`);
      for (const width of WIDTHS) {
        await resize(page, width);
        expect(await layoutProblems(page), `${path} (${language}) at ${width} px`).toEqual([]);
      }
    }
  }
});

/** Whether two boxes share any area. */
function intersects(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

for (const width of WIDTHS) {
  test(`every hero slide's brand caption is legible and clear of the carousel controls at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const next = page.getByRole("button", { name: "Next brand" });
    await expect(next).toBeEnabled();
    const controls = await page.locator(".carousel-button").first().locator("..").boundingBox();
    expect(controls).not.toBeNull();
    const slides = await page.getByRole("group", { name: /^\d+ of \d+$/, includeHidden: true }).count();
    expect(slides).toBe(22);
    for (let slide = 1; slide <= slides; slide++) {
      const caption = page
        .getByRole("group", { name: `${slide} of ${slides}`, exact: true })
        .locator(".hero-brand-link");
      const box = await caption.boundingBox();
      expect(box, `slide ${slide}`).not.toBeNull();
      if (box && controls)
        expect(intersects(box, controls), `slide ${slide}'s caption under the controls`).toBe(false);
      expect(await wordmarkProblems(page), `slide ${slide}`).toEqual([]);
      if (slide < slides) await next.click();
    }
  });
}

/**
 * The screen set to `width`, once the page has laid itself out for it: the resize reaches the page a moment
 * later, and its media queries a frame after that.
 */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

for (const path of ["/about", "/distribution"]) {
  test(`${path}: the three key figures sit on one line, across the content column`, async ({ page }) => {
    await page.goto(path);
    const figures = page.getByRole("region", { name: "The centre in figures" });
    for (const width of [768, 1024, 1440]) {
      await resize(page, width);
      const tops = await figures
        .locator("dd")
        .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().top)));
      expect(tops, `${path} at ${width} px`).toHaveLength(3);
      expect(new Set(tops).size, `${path} at ${width} px: figures at ${tops.join(", ")}`).toBe(1);
      // The band's edges are the header's: the logo's left edge and its mirror on the right.
      const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
      const band = await figures.locator("dl").boundingBox();
      expect(Math.abs((band?.x ?? 0) - (logo?.x ?? 0)), `${path} at ${width} px`).toBeLessThanOrEqual(1);
      expect(Math.abs((band?.x ?? 0) + (band?.width ?? 0) - (width - (logo?.x ?? 0)))).toBeLessThanOrEqual(1);
    }
  });
}

test("/contact: the four info cards stay inside the content column", async ({ page }) => {
  for (const language of ["en", "fr"] as const) {
    await page.goto(`/contact?lng=${language}`);
    for (const width of WIDTHS) {
      await resize(page, width);
      const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
      const edge = logo?.x ?? 0;
      const cards = await page
        .locator("main dl > div")
        .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().toJSON() as DOMRect));
      expect(cards).toHaveLength(4);
      for (const card of cards) {
        expect(card.left, `${language} at ${width} px`).toBeGreaterThanOrEqual(edge - 1);
        expect(card.right, `${language} at ${width} px`).toBeLessThanOrEqual(width - edge + 1);
      }
    }
  }
});

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: readonly number[]) {
  const linear = (channel = 0) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

for (const brand of ["aquatalia", "joybees", "kenneth-cole-new-york"]) {
  test(`/brands/${brand}: the hero's white text has AA contrast on the art behind it`, async ({ page }) => {
    test.setTimeout(60_000);
    const { default: sharp } = await import("sharp");
    for (const language of ["en", "fr"] as const) {
      await page.goto(`/brands/${brand}?lng=${language}`);
      const hero = page.locator("main section").first();
      await expect(hero.locator("picture img")).toHaveJSProperty("complete", true);
      for (const width of WIDTHS) {
        await resize(page, width);
        // A wider window may choose a larger candidate of the art: measure on the one it shows.
        await hero.locator("picture img").evaluate((art: HTMLImageElement) => art.decode());
        // The backdrop alone, where the text is: the text and wordmark made invisible, their boxes kept, in
        // page coordinates (what a screenshot's clip takes), whatever the scroll.
        const boxes = await hero.evaluate((section) => {
          const texts = [...section.querySelectorAll<HTMLElement>("nav a, h1 img, p:not(:has(a))")];
          const rects = texts.map((text) => {
            const { left, top, width, height } = text.getBoundingClientRect();
            return { x: left + window.scrollX, y: top + window.scrollY, width, height };
          });
          for (const text of texts) text.style.visibility = "hidden";
          return rects;
        });
        for (const clip of boxes) {
          const shot = await page.screenshot({ clip });
          const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          let lowest = Number.POSITIVE_INFINITY;
          for (let i = 0; i < data.length; i += info.channels) {
            const backdrop = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
            // The paragraph is 90 % white over the backdrop: the colour a reader sees there.
            const text = backdrop.map((channel) => 0.9 * 255 + 0.1 * channel);
            lowest = Math.min(lowest, (luminance(text) + 0.05) / (luminance(backdrop) + 0.05));
          }
          expect(
            lowest,
            `${brand} (${language}) at ${width} px, behind ${JSON.stringify(clip)}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
        await hero.evaluate((section) => {
          for (const text of section.querySelectorAll<HTMLElement>("nav a, h1 img, p"))
            text.style.visibility = "";
        });
      }
    }
  });
}
