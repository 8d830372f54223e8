import type { Reporter, TestModule } from "vitest/node";
import { slowestFilesReport } from "./slowest-files.ts";

/**
 * Prints the run's slowest test files as it ends: a file's time is from its environment's set-up to its
 * last test (what it keeps a worker busy for).
 */
export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        project: module.project.name,
        file: module.moduleId,
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      };
    });
    process.stdout.write(slowestFilesReport("Vitest", times));
  }
}
