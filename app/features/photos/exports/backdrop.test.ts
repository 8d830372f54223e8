import { describe, expect, it } from "vitest";
import { backgroundRegion, productBounds, readBackdrop, whitenBackground } from "./backdrop";

type Paint = (x: number, y: number) => readonly [number, number, number];

function image(width: number, height: number, paint: Paint): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(paint(x, y), (y * width + x) * 3);
  }
  return pixels;
}

const GREY = [230, 230, 230] as const;
const NAVY = [20, 40, 120] as const;
/** A navy box from (4, 4) to (11, 7) on a light grey studio background, 16 × 12. */
const studio: Paint = (x, y) => (x >= 4 && x <= 11 && y >= 4 && y <= 7 ? NAVY : GREY);

describe("readBackdrop", () => {
  it("takes a light grey studio background as near-white, in its own colour", () => {
    expect(readBackdrop(image(16, 12, studio), 16, 12)).toEqual({ colour: GREY, nearWhite: true });
  });

  it("refuses a dark, a tinted and a patterned background", () => {
    expect(
      readBackdrop(
        image(16, 12, () => [60, 60, 60]),
        16,
        12,
      ).nearWhite,
    ).toBe(false);
    expect(
      readBackdrop(
        image(16, 12, () => [255, 205, 215]),
        16,
        12,
      ).nearWhite,
    ).toBe(false);
    const checks: Paint = (x, y) => (((x >> 1) + (y >> 1)) % 2 === 0 ? [250, 250, 250] : [150, 150, 150]);
    expect(readBackdrop(image(16, 12, checks), 16, 12).nearWhite).toBe(false);
  });

  it("still sees the background when the product touches the frame on one side", () => {
    const touching: Paint = (x, y) => (x >= 6 && x <= 9 && y >= 4 ? NAVY : GREY);
    expect(readBackdrop(image(16, 12, touching), 16, 12).nearWhite).toBe(true);
  });
});

describe("productBounds", () => {
  it("is the box around what is not background", () => {
    expect(productBounds(image(16, 12, studio), 16, 12, GREY)).toEqual({
      left: 4,
      top: 4,
      width: 8,
      height: 4,
    });
  });

  it("is undefined for a photo of the background only", () => {
    expect(
      productBounds(
        image(16, 12, () => GREY),
        16,
        12,
        GREY,
      ),
    ).toBeUndefined();
  });
});

describe("whitenBackground", () => {
  const pixel = (pixels: Uint8Array, width: number, x: number, y: number) => [
    ...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3),
  ];

  it("makes the background pure white and leaves the product, and a light part enclosed by it, alone", () => {
    // A navy ring with a grey hole: the hole is inside the product, so it stays grey.
    const ring: Paint = (x, y) =>
      x >= 4 && x <= 11 && y >= 3 && y <= 8 ? (x >= 6 && x <= 9 && y >= 5 && y <= 6 ? GREY : NAVY) : GREY;
    const pixels = image(16, 12, ring);
    whitenBackground(pixels, 16, 12, GREY, backgroundRegion(pixels, 16, 12, GREY));
    const at = (x: number, y: number) => pixel(pixels, 16, x, y);
    expect(at(0, 0)).toEqual([255, 255, 255]);
    expect(at(15, 11)).toEqual([255, 255, 255]);
    expect(at(3, 5)).toEqual([255, 255, 255]);
    expect(at(4, 3)).toEqual([...NAVY]);
    expect(at(7, 5)).toEqual([...GREY]);
  });

  it("takes lighter pixels than the background with it: a studio sweep brightening towards white", () => {
    const sweep: Paint = (x, y) => (x === 8 && y === 6 ? NAVY : [230 + x, 230 + x, 230 + x]);
    const pixels = image(16, 12, sweep);
    whitenBackground(pixels, 16, 12, GREY, backgroundRegion(pixels, 16, 12, GREY));
    expect(pixels.filter((value) => value === 255).length).toBe(16 * 12 * 3 - 3);
  });

  it("whitens the full-size photo from its thumbnail's region right up to the product's sharp edge", () => {
    // The thumbnail blurs the product's left edge into a mid grey column, which reads as product.
    const thumbnail = image(16, 12, (x, y) => (x === 3 && y >= 4 && y <= 7 ? [125, 135, 175] : studio(x, y)));
    const region = backgroundRegion(thumbnail, 16, 12, GREY);
    // At four times the size the product starts at x = 16; the column before it is background.
    const full = image(64, 48, (x, y) => studio(x >> 2, y >> 2));
    whitenBackground(full, 64, 48, GREY, region);
    expect(pixel(full, 64, 15, 20)).toEqual([255, 255, 255]);
    expect(pixel(full, 64, 16, 20)).toEqual([...NAVY]);
    expect(pixel(full, 64, 47, 31)).toEqual([...NAVY]);
    expect(full.filter((value) => value === 255).length).toBe((64 * 48 - 32 * 16) * 3);
  });

  it("maps a trimmed photo onto the part of the thumbnail it shows", () => {
    const thumbnail = image(16, 12, studio);
    const region = backgroundRegion(thumbnail, 16, 12, GREY);
    // The photo trimmed to the product's box padded by one pixel, (3, 3) to (12, 8), at twice the size.
    const area = { left: 3, top: 3, width: 10, height: 6 };
    const trimmed = image(20, 12, (x, y) => studio(3 + (x >> 1), 3 + (y >> 1)));
    whitenBackground(trimmed, 20, 12, GREY, region, area);
    expect(pixel(trimmed, 20, 0, 0)).toEqual([255, 255, 255]);
    expect(pixel(trimmed, 20, 19, 11)).toEqual([255, 255, 255]);
    expect(pixel(trimmed, 20, 2, 2)).toEqual([...NAVY]);
    expect(pixel(trimmed, 20, 17, 9)).toEqual([...NAVY]);
  });
});
