import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { type FileTime, slowestFilesReport } from "./slowest-files.ts";

/** Prints the run's slowest spec files (per project) as it ends: the summed time of their tests' runs. */
export default class SlowestFilesReporter implements Reporter {
  readonly #times = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? "";
    const key = `${project}\n${test.location.file}`;
    const time = this.#times.get(key) ?? { project, file: test.location.file, ms: 0 };
    time.ms += result.duration;
    this.#times.set(key, time);
  }

  onEnd(): void {
    process.stdout.write(slowestFilesReport("Playwright", [...this.#times.values()]));
  }

  printsToStdio(): boolean {
    return false;
  }
}
