import { describe, expect, it } from "vitest";
import { discoverPhotoNumbers } from "./photo-discovery.server";

/** A probe over a fixed set of existing photo numbers that records what was asked. */
function probeOf(existing: Iterable<number>) {
  const present = new Set(existing);
  const asked: number[] = [];
  const probe = async (number: number) => {
    asked.push(number);
    return present.has(number);
  };
  return { probe, asked };
}

describe.each([1, 4])("discoverPhotoNumbers (lookahead %i)", (lookahead) => {
  it("finds consecutive photos and stops after three misses", async () => {
    const { probe, asked } = probeOf([1, 2, 3]);
    expect(await discoverPhotoNumbers(probe, lookahead)).toEqual([1, 2, 3]);
    expect(asked.slice(0, 6).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("bridges gaps of one or two", async () => {
    const { probe } = probeOf([1, 3, 6, 7]);
    expect(await discoverPhotoNumbers(probe, lookahead)).toEqual([1, 3, 6, 7]);
  });

  it("never reaches a photo after three missing in a row", async () => {
    const { probe } = probeOf([1, 2, 6, 7]);
    expect(await discoverPhotoNumbers(probe, lookahead)).toEqual([1, 2]);
  });

  it("finds nothing when 01 to 03 are missing", async () => {
    const { probe } = probeOf([4, 5]);
    expect(await discoverPhotoNumbers(probe, lookahead)).toEqual([]);
  });

  it("probes at most 100 photos", async () => {
    const { probe, asked } = probeOf(Array.from({ length: 150 }, (_, index) => index + 1));
    const found = await discoverPhotoNumbers(probe, lookahead);
    expect(found).toHaveLength(100);
    expect(found.at(-1)).toBe(100);
    expect(Math.max(...asked)).toBe(100);
  });

  it("fails the item when the source fails", async () => {
    const probe = async (number: number) => {
      if (number === 2) throw new Error("disk on fire");
      return true;
    };
    await expect(discoverPhotoNumbers(probe, lookahead)).rejects.toThrow("disk on fire");
  });
});

it("probes no further ahead than asked", async () => {
  const { probe, asked } = probeOf([]);
  await discoverPhotoNumbers(probe, 4);
  // Deciding 01–03 needed them; the look-ahead started 04–06 as well.
  expect([...asked].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
});
