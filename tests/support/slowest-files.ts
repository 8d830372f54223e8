import path from "node:path";

/** How many of a run's slowest test files it prints as it ends. */
export const SLOWEST_SHOWN = 10;

/** One test file's time in a run: where it ran (a project), its path from the repository, in milliseconds. */
export interface FileTime {
  project: string;
  file: string;
  ms: number;
}

/**
 * The `SLOWEST_SHOWN` slowest files of a run as printed lines, slowest first, each with its share of the
 * summed time, so a run's log says where its time went (the JSON reports keep every figure).
 */
export function slowestFilesReport(runner: string, times: readonly FileTime[]): string {
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  const lines = slowest.map(({ project, file, ms }) => {
    const seconds = (ms / 1000).toFixed(1).padStart(7);
    const share = total > 0 ? `${((ms / total) * 100).toFixed(1)} %`.padStart(7) : "";
    return `${seconds} s ${share}  ${path.relative(process.cwd(), file)} [${project}]`;
  });
  return [
    `\n${runner}: the ${slowest.length} slowest of ${times.length} files (${(total / 60_000).toFixed(1)} min summed over workers)`,
    ...lines,
    "",
  ].join("\n");
}
