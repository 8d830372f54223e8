import { readFileSync } from "node:fs";
import { childProcessesOf } from "../tests/support/processes.ts";

/** A figure of /proc's `status` (VmRSS) or `smaps_rollup` (Pss) in bytes, or 0 for a process that has just exited. */
function memoryField(pid: number, file: "status" | "smaps_rollup", field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
      readFileSync(`/proc/${pid}/${file}`, "utf8"),
    );
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** How often the processes' proportional share is read: walking their page tables costs more than VmRSS. */
const SHARE_SAMPLE_MS = 200;

/**
 * The highest memory seen until `stop()` is called: the resident memory of `pid` alone (every 10 ms), and the
 * proportional set size of `pid` and the processes it started together (the server and its resizer, decision
 * 256). Their resident figures summed would count twice the pages they share (Node's own code and libraries);
 * the proportional share counts each page once, split between the processes that map it.
 */
export function peakResident(pid: number): { stop: () => { server: number; withChildren: number } } {
  const peak = { server: 0, withChildren: 0 };
  const sampleServer = () => {
    peak.server = Math.max(peak.server, memoryField(pid, "status", "VmRSS"));
  };
  const sampleAll = () => {
    const together = [pid, ...childProcessesOf(pid)].reduce(
      (sum, process) => sum + memoryField(process, "smaps_rollup", "Pss"),
      0,
    );
    peak.withChildren = Math.max(peak.withChildren, together);
  };
  sampleServer();
  sampleAll();
  const samplers = [setInterval(sampleServer, 10), setInterval(sampleAll, SHARE_SAMPLE_MS)];
  return {
    stop: () => {
      for (const sampler of samplers) clearInterval(sampler);
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
