// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_INTERVAL_MS } from "./constants";
import { useCarousel } from "./use-carousel";

function preferReducedMotion(reduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("hero carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("advances every 10 seconds and wraps around after the last brand", async () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.index).toBe(0);
    await wait(CAROUSEL_INTERVAL_MS - 1);
    expect(result.current.index).toBe(0);
    await wait(1);
    expect(result.current.index).toBe(1);
    expect(result.current.change).toBe("automatic");
    await wait(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(2);
    await wait(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(0);
  });

  it("moves at once on previous and next, wrapping both ways, and restarts the 10 s countdown", async () => {
    const { result } = renderHook(() => useCarousel(4));
    await wait(7_000);
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    expect(result.current.change).toBe("visitor");
    await wait(7_000);
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    await wait(CAROUSEL_INTERVAL_MS - 1);
    expect(result.current.index).toBe(0);
    await wait(1);
    expect(result.current.index).toBe(1);
  });

  it("stands still while paused and resumes with a full interval", async () => {
    const { result } = renderHook(() => useCarousel(3));
    await wait(5_000);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    await wait(CAROUSEL_INTERVAL_MS * 3);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    await wait(CAROUSEL_INTERVAL_MS * 2);
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePlaying());
    await wait(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(2);
  });

  it("does not move by itself for visitors who prefer reduced motion", async () => {
    preferReducedMotion(true);
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.playing).toBe(false);
    await wait(CAROUSEL_INTERVAL_MS * 2);
    expect(result.current.index).toBe(0);
  });
});
