import type { Reporter, TestModule } from "vitest/node";
import { endOfRunReport, type Failure } from "./end-of-run.ts";

/**
 * Ends the run's log with its slowest test files and its first failures: a file's time is from its
 * environment's set-up to its last test (what it keeps a worker busy for).
 */
export class EndOfRunReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        project: module.project.name,
        file: module.moduleId,
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      };
    });
    const failures: Failure[] = testModules.flatMap((module) => {
      const where = `${module.relativeModuleId} [${module.project.name}]`;
      const ownErrors = module
        .errors()
        .map((error) => ({ title: where, message: error.stack ?? error.message }));
      const tests = [...module.children.allTests("failed")].map((test) => ({
        title: `${where} › ${test.fullName}`,
        message:
          test
            .result()
            .errors?.map((error) => error.stack ?? error.message)
            .join("\n") ?? "",
      }));
      return [...ownErrors, ...tests];
    });
    process.stdout.write(endOfRunReport("Vitest", times, failures));
  }
}
