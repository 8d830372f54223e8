import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * The integration suite's PostgreSQL run: one throwaway cluster for every test file. Without PostgreSQL
 * installed, starting it throws, and the run fails rather than skips.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
