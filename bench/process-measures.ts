import { readFileSync } from "node:fs";

/** A process's resident memory now, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

/** The highest resident memory of `pid` seen every 10 ms until `stop()` is called. */
export function peakResident(pid: number): { stop: () => number } {
  let peak = residentBytes(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 10);
  return {
    stop: () => {
      clearInterval(sampler);
      return peak;
    },
  };
}

/** The value below which `share` of `values` fall (0.99: the p99). */
export const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** Asks for the home page one request after another, 20 ms apart, until `done()`; every answer's time. */
export async function homeLatencies(origin: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    await (await fetch(`${origin}/`)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}
