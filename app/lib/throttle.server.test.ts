import { describe, expect, it, vi } from "vitest";
import { ownDatabase } from "./own-database.test-support";

// Counts live in the database.
ownDatabase("throttle");

const { claimAttempt, clearAttempts, retryAfterSeconds } = await import("./throttle.server");

const MINUTE = 60 * 1000;
const NOON = Date.UTC(2026, 10, 2, 12);

describe("throttle", () => {
  it("slows a client at the first limit, then locks it out for the longer window at the next", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOON });
    const rule = {
      bucket: "tiers",
      limit: 2,
      windowMs: 10 * MINUTE,
      longer: [{ limit: 4, windowMs: 60 * MINUTE }],
    };
    expect(await claimAttempt(rule, "someone")).toBe(0);
    expect(await claimAttempt(rule, "someone")).toBe(0);
    expect(await claimAttempt(rule, "someone")).toBe(600);
    vi.setSystemTime(NOON + 10 * MINUTE);
    expect(await claimAttempt(rule, "someone")).toBe(0);
    expect(await claimAttempt(rule, "someone")).toBe(0);
    // Four in the hour: locked until the first of them is an hour old, not ten minutes.
    expect(await retryAfterSeconds(rule, "someone")).toBe(50 * 60);
    vi.setSystemTime(NOON + 25 * MINUTE);
    expect(await claimAttempt(rule, "someone")).toBe(35 * 60);
    vi.setSystemTime(NOON + 60 * MINUTE);
    expect(await claimAttempt(rule, "someone")).toBe(0);
  });

  it("clears only what a cleared attempt was at, when told", async () => {
    const rule = { bucket: "about", limit: 3, windowMs: 10 * MINUTE };
    await claimAttempt(rule, "203.0.113.9", "account:1");
    await claimAttempt(rule, "203.0.113.9", "account:1");
    await claimAttempt(rule, "203.0.113.9", "account:2");
    expect(await retryAfterSeconds(rule, "203.0.113.9")).toBeGreaterThan(0);
    await clearAttempts(rule, "203.0.113.9", "account:2");
    expect(await retryAfterSeconds(rule, "203.0.113.9")).toBe(0);
    expect(await claimAttempt(rule, "203.0.113.9", "account:2")).toBe(0);
    expect(await claimAttempt(rule, "203.0.113.9", "account:1")).toBeGreaterThan(0);
    await clearAttempts(rule, "203.0.113.9");
    expect(await retryAfterSeconds(rule, "203.0.113.9")).toBe(0);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    const rule = { bucket: "network", limit: 2, windowMs: 10 * MINUTE };
    expect(await claimAttempt(rule, "2001:db8:1:2::a")).toBe(0);
    expect(await claimAttempt(rule, "2001:db8:1:2:ffff:1:2:3")).toBe(0);
    expect(await claimAttempt(rule, "2001:db8:1:2::b")).toBeGreaterThan(0);
    expect(await retryAfterSeconds(rule, "2001:db8:1:3::a")).toBe(0);
  });
});
