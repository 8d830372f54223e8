import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { endOfRunReport, type Failure, type FileTime } from "./end-of-run.ts";

/** Ends the run's log with its slowest spec files (per project, their tests' summed time) and first failures. */
export default class EndOfRunReporter implements Reporter {
  readonly #times = new Map<string, FileTime>();
  readonly #failures: Failure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? "";
    const key = `${project}\n${test.location.file}`;
    const time = this.#times.get(key) ?? { project, file: test.location.file, ms: 0 };
    time.ms += result.duration;
    this.#times.set(key, time);
    if (result.status !== test.expectedStatus) {
      this.#failures.push({
        title: `[${project}] ${test.titlePath().slice(2).join(" › ")}`,
        message: result.errors.map((error) => error.stack ?? error.message ?? "").join("\n"),
      });
    }
  }

  onEnd(): void {
    process.stdout.write(endOfRunReport("Playwright", [...this.#times.values()], this.#failures));
  }

  printsToStdio(): boolean {
    return false;
  }
}
