import v8 from "node:v8";
import vm from "node:vm";

/** A server that has answered nothing for this long is idle: its heap is compacted once. */
export const IDLE_COMPACTION_MS = 10_000;

/**
 * V8 keeps the young generation it grew while busy (start-up, a burst of page renders: 20–30 MB here) until its
 * memory reducer runs, which on a quiet server can be never (decision 084). One full collection once the server
 * has gone idle gives it back; it takes a few milliseconds on this heap and runs only when nothing is waiting.
 * The collector is reached as test runners reach it, by exposing it to a fresh context.
 */
function fullCollection(): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc: (options: object) => void = vm.runInNewContext("gc");
  return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

export interface IdleHeap {
  /** Call on every request: the compaction waits until the server has been quiet for IDLE_COMPACTION_MS. */
  busy(): void;
}

/** Compacts the heap once after start-up and once after each busy spell, when the server turns idle. */
export function compactWhenIdle(idleMs = IDLE_COMPACTION_MS): IdleHeap {
  const collect = fullCollection();
  const timer = setTimeout(collect, idleMs).unref();
  return {
    busy() {
      // refresh() re-arms the same timer, also once it has fired: no allocation per request.
      timer.refresh();
    },
  };
}
