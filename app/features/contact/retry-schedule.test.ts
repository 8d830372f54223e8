import { describe, expect, it } from "vitest";
import { OUTBOX } from "./constants";
import { retryDelayMs } from "./retry-schedule";

describe("outbox retry schedule", () => {
  it("doubles from the base delay up to the cap", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(OUTBOX.retryMaxMs);
    expect(retryDelayMs(10_000)).toBe(OUTBOX.retryMaxMs);
  });

  it("keeps trying for the whole 72 hours", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < OUTBOX.giveUpAfterMs) {
      attempts += 1;
      elapsed += retryDelayMs(attempts);
    }
    expect(attempts).toBeGreaterThan(100);
  });
});
