import { describe, expect, it } from "vitest";
import { fitPhoto } from "./image-fitting";

describe("fitting a photo to a preset's canvas", () => {
  it("scales a wide photo to the canvas width and pads above and below", () => {
    const fitting = fitPhoto({ width: 4000, height: 3000 }, { width: 2000, height: 2000 });
    expect(fitting).toEqual({
      canvas: { width: 2000, height: 2000 },
      content: { width: 2000, height: 1500 },
      fill: 0.75,
      upscaled: false,
    });
  });

  it("enlarges a photo smaller than the canvas, and says so", () => {
    const fitting = fitPhoto({ width: 640, height: 480 }, { width: 2000, height: 2000 });
    expect(fitting.content).toEqual({ width: 2000, height: 1500 });
    expect(fitting.upscaled).toBe(true);
  });

  it("fits a square photo to a portrait canvas by its width", () => {
    const fitting = fitPhoto({ width: 1000, height: 1000 }, { width: 1801, height: 2600 });
    expect(fitting.content).toEqual({ width: 1801, height: 1801 });
    expect(fitting.fill).toBeCloseTo(1801 / 2600, 6);
  });

  it("keeps the photo's own shape under a long-side bound, with no padding", () => {
    expect(fitPhoto({ width: 3200, height: 2400 }, { longSide: 1600 })).toEqual({
      canvas: { width: 1600, height: 1200 },
      content: { width: 1600, height: 1200 },
      fill: 1,
      upscaled: false,
    });
    expect(fitPhoto({ width: 480, height: 640 }, { longSide: 1600 }).canvas).toEqual({
      width: 1200,
      height: 1600,
    });
  });
});
