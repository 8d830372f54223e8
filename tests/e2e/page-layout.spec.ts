import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../app/lib/public-pages";
import { expect, test } from "./fixtures";

/** The widths a visitor's screen is likely to have: small and common phones, a tablet, laptops. */
const WIDTHS = [320, 390, 768, 1024, 1440] as const;

/** Scrolls through the page so lazy images load and scroll-revealed sections show, then back to the top. */
async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    // Every lazy image loads wherever it is: on a busy machine the scroll below can pass one before it starts.
    for (const image of document.images) image.loading = "eager";
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  // A lazy image never loads where it cannot be scrolled to: not rendered at this width (display: none) or
  // waiting off to the side in the logo strip's moving track. Only the ones a visitor can reach count.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const rect = image.getBoundingClientRect();
      const reachable = image.getClientRects().length > 0 && rect.right > 0 && rect.left < window.innerWidth;
      return image.complete || !reachable;
    }),
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
    /** Not seen by anyone: hidden, inert, transparent, screen-reader only. */
    const unseen = (element: Element) => {
      if (element.closest("[hidden], [inert], [aria-hidden='true'], .sr-only")) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0)
          return true;
      }
      return false;
    };
    /** Where an element can be seen: the screen, narrowed by every ancestor that clips what overflows it. */
    const clipOf = (element: Element) => {
      const clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity, ellipsis: false };
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const box = node.getBoundingClientRect();
          clip.left = Math.max(clip.left, box.left);
          clip.right = Math.min(clip.right, box.right);
          clip.top = Math.max(clip.top, box.top);
          clip.bottom = Math.min(clip.bottom, box.bottom);
          if (style.textOverflow === "ellipsis") clip.ellipsis = true;
        }
      }
      return clip;
    };

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

    for (const image of document.querySelectorAll<HTMLImageElement>(".brand-tile-mark img, main h1 img")) {
      if (unseen(image)) continue;
      if (!image.complete || image.naturalWidth === 0) problems.push(`wordmark ${image.alt} did not load`);
      const frame = (
        image.closest(".brand-tile") ??
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

test.use({ reducedMotion: "reduce" });

for (const language of ["en", "fr"] as const) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} (${language}) lays out cleanly at ${WIDTHS.join(", ")} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${path}?lng=${language}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await revealWholePage(page);
        expect(await layoutProblems(page), `${path} (${language}) at ${width} px`).toEqual([]);
      }
    });
  }
}
