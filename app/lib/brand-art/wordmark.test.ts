import { describe, expect, it } from "vitest";
import { BRANDS } from "../../../content/brands/index.ts";
import { HOSTILE_NAME, parsedXml } from "../hostile-text.test-support.ts";
import { IMAGE_KINDS } from "../image-variants.ts";
import { BRAND_SCENES } from "./brand-artwork.ts";
import { scene } from "./compositions.ts";
import { wordmark } from "./wordmark.ts";
import { WORDMARK_FRAMES } from "./wordmark-layout.ts";

const COLOURS = { text: "#ffffff", accent: "#000000" };
/**
 * Type drawn at 12 px has capitals of about 8 px in the wordmarks' fonts, the legible minimum of decision 190
 * (the layout test measures the fonts themselves).
 */
const SMALLEST_FONT_SIZE_PX = 12;

/** The lines of a wordmark as drawn: text, size, and how much the drawing is scaled to fit the frame. */
function drawn(svg: string, frame: { width: number; height: number }) {
  const [, width = 0, height = 0] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.map(Number) ?? [];
  const lines = [...svg.matchAll(/font-size="(\d+)" font-weight="(\d+)"[^>]*>([^<]+)<\/text>/g)].map(
    ([, size, weight, text]) => ({ size: Number(size), weight: Number(weight), text }),
  );
  return { lines, scale: Math.min(frame.width / width, frame.height / height) };
}

describe("wordmarks", () => {
  for (const [kind, frame] of Object.entries(WORDMARK_FRAMES)) {
    it(`keeps every line of every brand legible in the ${kind} frame (${frame.width} × ${frame.height} px)`, () => {
      for (const brand of BRANDS) {
        const { lines, scale } = drawn(
          wordmark(brand.en.name, brand.look, COLOURS, frame, kind === "slide"),
          frame,
        );
        const smallest = Math.min(...lines.map((line) => line.size)) * scale;
        expect(smallest, `${brand.id} in the ${kind} frame`).toBeGreaterThanOrEqual(SMALLEST_FONT_SIZE_PX);
      }
    });
  }

  it("keeps a name that fits on one line, and the brand page's one-line layout with its small subline", () => {
    const dockers = BRANDS.find((brand) => brand.id === "dockers");
    const santana = BRANDS.find((brand) => brand.id === "santana");
    if (!dockers || !santana) throw new Error("brands missing");
    expect(
      drawn(wordmark("Dockers", dockers.look, COLOURS, WORDMARK_FRAMES.compact), WORDMARK_FRAMES.compact)
        .lines,
    ).toHaveLength(1);
    const page = drawn(
      wordmark("Santana Canada", santana.look, COLOURS, WORDMARK_FRAMES.page),
      WORDMARK_FRAMES.page,
    );
    expect(page.lines.map((line) => line.text)).toEqual(["SANTANA", "CANADA"]);
    expect(page.lines[1]?.size).toBeLessThan(page.lines[0]?.size ?? 0);
  });

  it("cuts a long name into lines in a small frame, never putting name and subline on one line", () => {
    const brand = BRANDS.find((each) => each.id === "kenneth-cole-new-york");
    if (!brand) throw new Error("brand missing");
    const { lines } = drawn(
      wordmark(brand.en.name, brand.look, COLOURS, WORDMARK_FRAMES.compact),
      WORDMARK_FRAMES.compact,
    );
    expect(lines.map((line) => line.text)).toEqual(["KENNETH", "COLE", "NEW YORK"]);
    // The subline keeps its lighter weight.
    expect(lines.map((line) => line.weight)).toEqual([700, 700, 600]);
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

  it("has well-formed wordmarks that name and draw the brand as typed, with no attribute of the name's making", () => {
    const [brand] = BRANDS;
    if (!brand) throw new Error("no sample brand");
    for (const [kind, frame] of Object.entries(WORDMARK_FRAMES)) {
      const svg = parsedXml(
        wordmark(HOSTILE_NAME, brand.look, COLOURS, frame, kind === "slide"),
        "image/svg+xml",
      );
      const root = svg.documentElement;
      expect(root.getAttribute("aria-label")).toBe(HOSTILE_NAME);
      expect(root.hasAttribute("onload")).toBe(false);
      // Drawn in the brand's letter case, cut into lines at its spaces.
      const drawnText = [...svg.getElementsByTagName("text")].map((line) => line.textContent).join(" ");
      expect(drawnText.toLowerCase()).toBe(HOSTILE_NAME.toLowerCase());
    }
  });
});
