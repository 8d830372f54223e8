import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { BRANDS } from "../../../content/brands/index.ts";
import { HOSTILE_NAME, parsedXml } from "../hostile-text.test-support.ts";
import { IMAGE_KINDS } from "../image-variants.ts";
import { BRAND_SCENES } from "./brand-artwork.server.ts";
import { scene } from "./compositions.ts";
import { wordmark } from "./wordmark.server.ts";
import { layoutFor, WORDMARK_FRAMES } from "./wordmark-layout.ts";
import { capHeight, outlinedLine } from "./wordmark-outlines.server.ts";

const COLOURS = { text: "#ffffff", accent: "#000000" };
/**
 * Decision 190: the smallest a capital letter of a brand wordmark may be drawn, in CSS pixels. About the
 * capitals of 11 px type; the smallest text the site sets (12 px Inter) has 8.7 px capitals.
 */
const LEGIBLE_CAP_HEIGHT = 8;

/** The extent of each line drawn as outlines (its path's points, curves' control points included). */
function outlineBoxes(svg: string) {
  return [...svg.matchAll(/<path fill="[^"]*" d="([^"]+)"/g)].map(([, data = ""]) => {
    const numbers = (data.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  });
}

const viewBoxOf = (svg: string) => {
  const [, left = 0, top = 0, width = 0, height = 0] =
    /viewBox="(-?\d+) (-?\d+) (\d+) (\d+)"/.exec(svg)?.map(Number) ?? [];
  return { left, top, width, height, right: left + width, bottom: top + height };
};

describe("wordmarks", () => {
  for (const [kind, frame] of Object.entries(WORDMARK_FRAMES)) {
    const underline = kind === "slide";
    it(`draws every brand's lines as outlines, legible, whole and apart, in the ${kind} frame (${frame.width} × ${frame.height} px)`, async () => {
      for (const brand of BRANDS) {
        const svg = await wordmark(brand.en.name, brand.look, COLOURS, frame, underline);
        const { lines } = layoutFor(brand.en.name, brand.look.wordmark, frame, underline);
        const view = viewBoxOf(svg);
        const scale = Math.min(frame.width / view.width, frame.height / view.height);
        const where = `${brand.id} in the ${kind} frame`;
        // Outlines only: a visitor's browser sets no type for a wordmark (decision 319).
        expect(svg, where).not.toContain("<text");
        const boxes = outlineBoxes(svg);
        expect(boxes, where).toHaveLength(lines.length);
        const family = brand.look.wordmark.family;
        for (const [index, line] of lines.entries()) {
          const capitals = line.size * scale * (await capHeight(family, line.italic));
          expect(capitals, `${where}: "${line.text}" capitals`).toBeGreaterThanOrEqual(LEGIBLE_CAP_HEIGHT);
          const box = boxes[index];
          const next = boxes[index + 1];
          if (!box) continue;
          const inside = `${where}: "${line.text}" inside the drawing`;
          expect(box.left, inside).toBeGreaterThanOrEqual(view.left);
          expect(box.right, inside).toBeLessThanOrEqual(view.right);
          expect(box.top, inside).toBeGreaterThanOrEqual(view.top);
          expect(box.bottom, inside).toBeLessThanOrEqual(view.bottom);
          if (next)
            expect(next.top, `${where}: "${line.text}" touches the next line`).toBeGreaterThan(box.bottom);
        }
      }
    });
  }

  it("draws the same outlines when a fresh server draws every brand at once as when it draws them one by one", async () => {
    // Font files read at once, as from a warm disk cache: every face's unpacking then starts in one turn.
    vi.doMock("node:fs/promises", async (real: () => Promise<object>) => ({
      ...(await real()),
      readFile: async (path: string) => readFileSync(path),
    }));
    const drawAll = async (together: boolean) => {
      vi.resetModules();
      const fresh = await import("./wordmark.server.ts");
      const draw = (brand: (typeof BRANDS)[number]) =>
        fresh.wordmark(brand.en.name, brand.look, COLOURS, WORDMARK_FRAMES.page);
      if (together) return Promise.all(BRANDS.map(draw));
      const drawn: string[] = [];
      for (const brand of BRANDS) drawn.push(await draw(brand));
      return drawn;
    };
    expect(await drawAll(true)).toEqual(await drawAll(false));
    vi.doUnmock("node:fs/promises");
  });

  it("keeps a name that fits on one line, and the brand page's one-line layout with its small subline", async () => {
    const dockers = BRANDS.find((brand) => brand.id === "dockers");
    const santana = BRANDS.find((brand) => brand.id === "santana");
    if (!dockers || !santana) throw new Error("brands missing");
    expect(layoutFor("Dockers", dockers.look.wordmark, WORDMARK_FRAMES.compact, false).lines).toHaveLength(1);
    const page = layoutFor("Santana Canada", santana.look.wordmark, WORDMARK_FRAMES.page, false).lines;
    expect(page.map((line) => line.text)).toEqual(["SANTANA", "CANADA"]);
    expect(page[1]?.size).toBeLessThan(page[0]?.size ?? 0);
    expect(
      outlineBoxes(await wordmark("Santana Canada", santana.look, COLOURS, WORDMARK_FRAMES.page)),
    ).toHaveLength(2);
  });

  it("cuts a long name into lines in a small frame, never putting name and subline on one line", () => {
    const brand = BRANDS.find((each) => each.id === "kenneth-cole-new-york");
    if (!brand) throw new Error("brand missing");
    const { lines } = layoutFor(brand.en.name, brand.look.wordmark, WORDMARK_FRAMES.compact, false);
    expect(lines.map((line) => line.text)).toEqual(["KENNETH", "COLE", "NEW YORK"]);
    // The subline keeps its lighter weight.
    expect(lines.map((line) => line.weight)).toEqual([700, 700, 600]);
  });

  it("draws letters from the typeface's European cut, and sets a line with a letter it lacks as text", async () => {
    const line = { text: "Łódź Café", size: 64, weight: 400, italic: false, width: 600 };
    expect((await outlinedLine(line, "serif", 300, 60))?.data).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(await outlinedLine({ ...line, text: "Ωmega" }, "serif", 300, 60)).toBeUndefined();
    const [brand] = BRANDS;
    if (!brand) throw new Error("no sample brand");
    const svg = parsedXml(
      await wordmark("Ωmega & Co", brand.look, COLOURS, WORDMARK_FRAMES.page),
      "image/svg+xml",
    );
    const texts = [...svg.getElementsByTagName("text")].map((each) => each.textContent ?? "");
    expect(texts.join(" ").toUpperCase()).toContain("ΩMEGA & CO");
  });
});

describe("the artwork of a hostile name", () => {
  it("draws every scene as well-formed SVG", () => {
    const [brand] = BRANDS;
    if (!brand) throw new Error("no sample brand");
    for (const { kind, scene: name } of BRAND_SCENES) {
      const { width, height } = IMAGE_KINDS[kind];
      const svg = parsedXml(
        scene(brand.look, name, width, height, `${HOSTILE_NAME}/${name}`),
        "image/svg+xml",
      );
      expect(svg.documentElement.getAttribute("width")).toBe(String(width));
    }
  });

  it("has well-formed wordmarks that name and draw the brand as typed, with no attribute of the name's making", async () => {
    const [brand] = BRANDS;
    if (!brand) throw new Error("no sample brand");
    for (const [kind, frame] of Object.entries(WORDMARK_FRAMES)) {
      const svg = parsedXml(
        await wordmark(HOSTILE_NAME, brand.look, COLOURS, frame, kind === "slide"),
        "image/svg+xml",
      );
      const root = svg.documentElement;
      expect(root.getAttribute("aria-label")).toBe(HOSTILE_NAME);
      expect(root.hasAttribute("onload")).toBe(false);
      // Drawn in the brand's letter case, cut into lines at its spaces, every line in outlines.
      const { lines } = layoutFor(HOSTILE_NAME, brand.look.wordmark, frame, kind === "slide");
      expect(
        lines
          .map((line) => line.text)
          .join(" ")
          .toLowerCase(),
      ).toBe(HOSTILE_NAME.toLowerCase());
      expect(svg.getElementsByTagName("path")).toHaveLength(lines.length);
    }
  });
});
