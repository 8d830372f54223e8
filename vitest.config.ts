import { configDefaults, defineConfig } from "vitest/config";

const integration = ["tests/integration/**/*.test.ts"];
/** Tests of several processes sharing one PostgreSQL start their own cluster: one run is enough. */
const postgresOnly = "tests/integration/**/*.postgres.test.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Integration tests start the built server; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          exclude: [...configDefaults.exclude, postgresOnly],
        },
      },
      {
        extends: true,
        test: {
          name: "integration-postgres",
          include: integration,
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["tests/support/postgres-engine.ts"],
        },
      },
    ],
  },
});
