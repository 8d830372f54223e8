import { readFileSync } from "node:fs";

/**
 * The processes `pid` has started and that still run (the server's resizer, decision 256), read from /proc;
 * none once `pid` itself has exited.
 */
export function childProcessesOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
