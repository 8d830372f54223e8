import { describe, expect, it } from "vitest";
import { mapLimited } from "./map-limited";

describe("mapLimited", () => {
  it("keeps the values' order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (value) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it("gives nothing for nothing", async () => {
    expect(await mapLimited([], 4, async (value) => value)).toEqual([]);
  });
});
