import { constants, PerformanceObserver } from "node:perf_hooks";
import { afterEach, beforeEach, expect, it } from "vitest";
import { compactWhenIdle } from "./idle-heap.ts";

const IDLE_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let fullCollections: number[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // A garbage collection's entry carries its kind in `detail` (Node's GC performance entries).
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    const kind = detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullCollections.push(entry.startTime);
  }
});

beforeEach(() => {
  fullCollections = [];
  observer.observe({ entryTypes: ["gc"] });
});
afterEach(() => observer.disconnect());

it("collects in full once the server has been idle, and not while requests keep coming", async () => {
  const heap = compactWhenIdle(IDLE_MS);
  // Requests every 50 ms for a second: never idle for IDLE_MS.
  const busyUntil = performance.now() + 1000;
  while (performance.now() < busyUntil) {
    heap.busy();
    await pause(50);
  }
  const busyEnded = performance.now();
  await pause(IDLE_MS * 3);
  const afterBusy = fullCollections.filter((time) => time >= busyEnded);
  expect(afterBusy.length).toBeGreaterThanOrEqual(1);
  expect(fullCollections.filter((time) => time < busyEnded - IDLE_MS)).toEqual([]);

  // A second busy spell is followed by a second compaction.
  fullCollections = [];
  heap.busy();
  await pause(IDLE_MS * 3);
  expect(fullCollections.length).toBeGreaterThanOrEqual(1);
});
