import { describe, expect, it } from "vitest";
import { advance, rowDirection, rowOffset, stripRows, travelledFor } from "./strip-motion";

describe("logo strip motion", () => {
  it("moves the spec's pixels per frame at 60 frames per second, whatever the frame rate", () => {
    const oneSecondAt60 = Array.from({ length: 60 }).reduce<number>(
      (travelled) => advance(travelled, 1000 / 60, 0.4, 10_000),
      0,
    );
    const oneSecondAt144 = Array.from({ length: 144 }).reduce<number>(
      (travelled) => advance(travelled, 1000 / 144, 0.4, 10_000),
      0,
    );
    expect(oneSecondAt60).toBeCloseTo(24);
    expect(oneSecondAt144).toBeCloseTo(24);
    expect(advance(0, 1000 / 60, 0.8, 10_000)).toBeCloseTo(0.8);
  });

  it("loops seamlessly after one copy of the row", () => {
    expect(advance(995, 250, 0.8, 1000)).toBeCloseTo(7);
    expect(advance(10, 100, 0.6, 0)).toBe(0);
    expect(advance(-30, 0, 0.6, 1000)).toBe(970);
  });

  it("resumes after a background tab instead of jumping ahead", () => {
    expect(advance(0, 60_000, 0.6, 10_000)).toBeCloseTo(9);
  });

  it("alternates directions and keeps the visible window inside the copies", () => {
    expect([0, 1, 2].map(rowDirection)).toEqual(["left", "right", "left"]);
    expect(rowOffset(0, 1000, "left")).toBe(-1000);
    expect(rowOffset(100, 1000, "left")).toBe(-1100);
    expect(rowOffset(0, 1000, "right")).toBe(-2000);
    expect(rowOffset(100, 1000, "right")).toBe(-1900);
  });

  it("finds the distance travelled for a shift, so a focused logo can be brought into view", () => {
    for (const direction of ["left", "right"] as const) {
      expect(rowOffset(travelledFor(-1234, 1000, direction), 1000, direction)).toBe(-1234);
    }
  });

  it("lays 21 brands out as 3 rows of 7", () => {
    const brands = Array.from({ length: 21 }, (_, index) => index);
    const rows = stripRows(brands);
    expect(rows.map((row) => row.length)).toEqual([7, 7, 7]);
    expect(rows.flat()).toEqual(brands);
    expect(stripRows(Array.from({ length: 30 }, (_, index) => index)).flat()).toHaveLength(21);
  });
});
