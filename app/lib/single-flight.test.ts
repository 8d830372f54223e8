import { describe, expect, it } from "vitest";
import { singleFlight } from "./single-flight";

describe("single flight", () => {
  it("runs the work once for callers that ask at the same time, and again once it has settled", async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    const first = await Promise.all(Array.from({ length: 16 }, () => once("a", work)));
    expect(first).toEqual(Array(16).fill(1));
    expect(await once("a", work)).toBe(2);
  });

  it("keeps keys apart and lets a failure reach every caller without sticking", async () => {
    const once = singleFlight<string>();
    const failing = () => Promise.reject(new Error("unreadable"));
    const results = await Promise.allSettled([
      once("x", failing),
      once("x", failing),
      once("y", async () => "y"),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect(await once("x", async () => "x")).toBe("x");
  });
});
