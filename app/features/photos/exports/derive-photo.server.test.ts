import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { EXPORT_PRESETS } from "../../../../content/photo-presets";
import { photoXmp } from "./photo-xmp";
import { derivePhoto, derivePhotoFile } from "./resize-queues.server";

const amazon = EXPORT_PRESETS[0];
const xmp = photoXmp({ item: "24373-001", color: "Café Noir", season: "FW26", year: 2026 });

/** A red photo with EXIF and an ICC profile, as a camera would write it. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#c00000" } })
    .withMetadata({ exif: { IFD0: { Copyright: "Studio" } } })
    .jpeg()
    .toBuffer();
}

/** Random pixels: a photo no quality setting makes small. */
function noise(side: number) {
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

describe("making a photo for a preset", () => {
  it("fits it on the canvas, pads with the background and keeps only our XMP", async () => {
    const bytes = await derivePhoto(await photo(640, 480), amazon, xmp);
    const image = sharp(bytes);
    const metadata = await image.metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 2000, height: 2000, space: "srgb" });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp?.toString()).toContain("24373-001");
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // Padding above and below a 4:3 photo; the photo itself in the middle.
    for (const [x, y] of [
      [0, 0],
      [1999, 0],
      [0, 1999],
      [1999, 1999],
    ] as const) {
      for (const channel of pixel(x, y)) expect(channel).toBeGreaterThanOrEqual(250);
    }
    const [red, green] = pixel(1000, 1000);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(60);
  });

  it("keeps a photo's own shape under a long-side bound, turned upright when it was taken sideways", async () => {
    const bounded = { ...amazon, canvas: { longSide: 400 } };
    const wide = await sharp(await derivePhoto(await photo(640, 480), bounded, xmp)).metadata();
    expect([wide.width, wide.height]).toEqual([400, 300]);
    const sideways = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c00000" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = await sharp(await derivePhoto(sideways, bounded, xmp)).metadata();
    expect([upright.width, upright.height, upright.orientation]).toEqual([300, 400, undefined]);
  });

  it("centres a photo of another shape on an exact canvas, the odd pixel of padding below", async () => {
    // Lossless, so the photo's first and last rows can be read exactly.
    const square = { ...amazon, format: "png", canvas: { width: 500, height: 500 } } as const;
    const bytes = await derivePhoto(await photo(640, 478), square, xmp);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const rows = Array.from(
      { length: info.height },
      (_, y) => (data[(y * info.width + 250) * 3 + 1] ?? 255) < 100,
    );
    // 640 × 478 fits as 500 × 373: 127 rows of padding, 63 above and 64 below.
    expect([info.width, info.height]).toEqual([500, 500]);
    expect([rows.indexOf(true), rows.lastIndexOf(true)]).toEqual([63, 435]);
  });

  it("lowers the quality step by step until the file fits the channel's limit", async () => {
    const input = await noise(600);
    const small = { ...amazon, canvas: { width: 500, height: 500 } };
    const roomy = await derivePhoto(input, { ...small, maxBytes: 50 * 1024 * 1024 }, xmp);
    const limit = Math.floor(roomy.length * 0.8);
    const tight = await derivePhoto(input, { ...small, maxBytes: limit }, xmp);
    expect(tight.length).toBeLessThanOrEqual(limit);
    expect((await sharp(tight).metadata()).width).toBe(500);
  });

  it("writes the photo straight to a file, from the photo's own file, fitting the channel's limit there too", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "derive-photo-"));
    try {
      const source = path.join(folder, "source.jpg");
      writeFileSync(source, await noise(600));
      const small = { ...amazon, canvas: { width: 500, height: 500 } };
      const roomy = path.join(folder, "roomy.jpg");
      await derivePhotoFile(source, { ...small, maxBytes: 50 * 1024 * 1024 }, xmp, roomy);
      const limit = Math.floor(statSync(roomy).size * 0.8);
      const tight = path.join(folder, "tight.jpg");
      await derivePhotoFile(source, { ...small, maxBytes: limit }, xmp, tight);
      expect(statSync(tight).size).toBeLessThanOrEqual(limit);
      expect(await sharp(tight).metadata()).toMatchObject({ format: "jpeg", width: 500, height: 500 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses what is not an image", async () => {
    await expect(derivePhoto(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), amazon, xmp)).rejects.toThrow();
  });
});

/** A navy product, 1200 × 600, on a `background` photo of 1800 × 1200; `pattern` stripes the background. */
async function studioShot(background: string, pattern = false) {
  const product = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#142878" } })
    .png()
    .toBuffer();
  const stripes = pattern
    ? [
        {
          input: await sharp({ create: { width: 1800, height: 60, channels: 3, background: "#808080" } })
            .png()
            .toBuffer(),
          tile: true,
          gravity: "northwest",
          top: 0,
          left: 0,
        },
      ]
    : [];
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background } })
    .composite([...stripes, { input: product, top: 300, left: 300 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

type Point = readonly [number, number];

/**
 * The image is `side` pixels square, RGB 255 at each of `white`, and the navy product at each of `product`
 * (JPEG shifts its colour a little).
 */
async function expectOnWhite(bytes: Buffer, side: number, white: Point[], product: Point[]) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([side, side]);
  const at = (x: number, y: number) => [...data.subarray((y * side + x) * 3, (y * side + x) * 3 + 3)];
  for (const [x, y] of white) expect(at(x, y), `${x}, ${y}`).toEqual([255, 255, 255]);
  for (const [x, y] of product) {
    const [red, , blue] = at(x, y);
    expect(blue, `${x}, ${y}`).toBeGreaterThan(90);
    expect(red, `${x}, ${y}`).toBeLessThan(50);
  }
}

describe("a preset that asks for pure white", () => {
  const walmart = EXPORT_PRESETS.find(({ id }) => id === "walmart") ?? amazon;

  it("trims a grey studio photo to the product and makes its background RGB 255, product whole", async () => {
    const bytes = await derivePhoto(await studioShot("#e0e0e0"), walmart, xmp);
    // The product's box, 2:1 and padded a little, fills the width less the 5 % margins: 1980 × 990 from
    // (110, 605), centred; the product is a few dozen pixels inside it. The
    // background is checked outside the 16-pixel JPEG blocks the product's edges cross, where JPEG rings.
    await expectOnWhite(
      bytes,
      2200,
      [
        [0, 0],
        [1100, 580],
        [80, 1100],
        [2120, 1100],
        [1100, 1620],
      ],
      [
        [1100, 1100],
        [170, 660],
        [2030, 1540],
      ],
    );
  });

  it("reduces a product larger than the frame whole, from the reduced photo, on pure white", async () => {
    const small = { ...walmart, canvas: { width: 600, height: 600 } };
    const bytes = await derivePhoto(await studioShot("#e0e0e0"), small, xmp);
    // The product's box fills 540 of the 600 pixels' width, so about 540 × 270 from (30, 165).
    await expectOnWhite(
      bytes,
      600,
      [
        [0, 0],
        [599, 599],
        [300, 120],
        [300, 480],
      ],
      [
        [300, 300],
        [60, 200],
        [540, 400],
      ],
    );
  });
});
