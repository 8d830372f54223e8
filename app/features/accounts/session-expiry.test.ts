import { describe, expect, it } from "vitest";
import { isSessionExpired, sessionExpiresAt } from "./session-expiry";

const HOUR = 60 * 60 * 1000;
const start = new Date("2026-03-02T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("staff session expiry", () => {
  it("ends 2 hours after the last request", () => {
    const times = { startedAt: start, lastSeenAt: at(HOUR) };
    expect(sessionExpiresAt(times)).toEqual(at(3 * HOUR));
    expect(isSessionExpired(times, at(3 * HOUR - 1))).toBe(false);
    expect(isSessionExpired(times, at(3 * HOUR))).toBe(true);
  });

  it("ends 8 hours after sign-in however active the session is", () => {
    const times = { startedAt: start, lastSeenAt: at(7.5 * HOUR) };
    expect(sessionExpiresAt(times)).toEqual(at(8 * HOUR));
    expect(isSessionExpired(times, at(8 * HOUR - 1))).toBe(false);
    expect(isSessionExpired(times, at(8 * HOUR))).toBe(true);
  });
});
