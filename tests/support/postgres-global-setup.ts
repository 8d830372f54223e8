import type { TestProject } from "vitest/node";
import { postgresAvailable, startPostgres } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** The integration suite's PostgreSQL run: one throwaway cluster for every test file. Absent PostgreSQL fails it. */
export default async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    throw new Error(
      "PostgreSQL (initdb, pg_ctl) is not installed: the integration suite's PostgreSQL run needs Debian's postgresql package",
    );
  }
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
