import { configDefaults, defineConfig } from "vitest/config";
import { EndOfRunReporter } from "./tests/support/vitest-end-of-run.ts";

const integration = ["tests/integration/**/*.test.ts"];
/**
 * The site servers integration tests start take short waits (decision 317): a form's minimum fill time,
 * ALTCHA's cost and the idle timers a tenth as long. Unit tests keep the real ones.
 */
const shortWaits = { TEST_SHORT_WAITS: "true" };
/** Tests of several processes sharing one PostgreSQL start their own cluster: one run is enough. */
const postgresOnly = "tests/integration/**/*.postgres.test.ts";
/**
 * Files that check what the server builds, renders or sends, and touch storage only as every request does: the
 * storage behaviour they pass through is tested on both engines by the other files, so they run on SQLite alone.
 */
const engineAgnostic = [
  "brand-pages",
  "crawl",
  "first-paint",
  "html-validity",
  "legal-pages",
  "page-cache",
  "page-weight",
  "photos-hardening",
  "photos-line-sheets",
  "photos-presets",
  "photos-sheets",
  "request-targets",
  "security-headers",
  "seo",
  "tools-build",
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Most integration files spend their time waiting on the servers they start, so two files run at once
    // even on two cores (Vitest's default is one fewer worker than cores); their ports never collide.
    maxWorkers: 2,
    // Integration tests start the built server; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file's and test's duration, for finding where the run's time goes; the log ends with the slowest
    // files and the first failures.
    reporters: ["default", "json", new EndOfRunReporter()],
    outputFile: { json: "reports/vitest.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
          ],
        },
      },
      // The integration suite runs once per engine: the embedded SQLite, then PostgreSQL (DATABASE_URL).
      {
        extends: true,
        test: {
          name: "integration-sqlite",
          include: integration,
          env: shortWaits,
          exclude: [...configDefaults.exclude, postgresOnly],
        },
      },
      {
        extends: true,
        test: {
          name: "integration-postgres",
          include: integration,
          env: shortWaits,
          exclude: [...configDefaults.exclude, ...engineAgnostic],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["tests/support/postgres-engine.ts"],
        },
      },
    ],
  },
});
