import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** How many of a run's slowest test files it prints as it ends. */
const SLOWEST_SHOWN = 10;
/** How many failures a run repeats as it ends, and how many lines of each: the log's tail says what broke. */
const FAILURES_SHOWN = 3;
const FAILURE_LINES = 12;

/** One test file's time in a run: where it ran (a project), its path, in milliseconds. */
export interface FileTime {
  project: string;
  file: string;
  ms: number;
}

/** A failed test: its file and title, and what its runner said of it. */
export interface Failure {
  title: string;
  message: string;
}

/**
 * The end of a run's log: its `SLOWEST_SHOWN` slowest files, slowest first, each with its share of the summed
 * time (the JSON reports keep every figure), then its first failures, shortened, so a log read from its tail
 * says both where the time went and what broke first.
 */
export function endOfRunReport(
  runner: string,
  times: readonly FileTime[],
  failures: readonly Failure[],
): string {
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  const lines = slowest.map(({ project, file, ms }) => {
    const seconds = (ms / 1000).toFixed(1).padStart(7);
    const share = total > 0 ? `${((ms / total) * 100).toFixed(1)} %`.padStart(7) : "";
    return `${seconds} s ${share}  ${path.relative(process.cwd(), file)} [${project}]`;
  });
  const failed = failures.slice(0, FAILURES_SHOWN).flatMap(({ title, message }) => [
    `✘ ${title}`,
    ...stripVTControlCharacters(message)
      .split("\n")
      .filter((line) => line.trim() !== "")
      .slice(0, FAILURE_LINES)
      .map((line) => `    ${line}`),
  ]);
  return [
    "",
    `${runner}: the ${slowest.length} slowest of ${times.length} files (${(total / 60_000).toFixed(1)} min summed over workers)`,
    ...lines,
    ...(failures.length > 0 ? ["", `${runner}: ${failures.length} failed; the first:`, ...failed] : []),
    "",
  ].join("\n");
}
