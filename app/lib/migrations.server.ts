import path from "node:path";
import type { Engine } from "./database-schema";

export interface Migration {
  name: string;
  sql: string;
}

const files = import.meta.glob<string>("../../migrations/*/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The engine's migrations (`migrations/<engine>/NNNN-name.sql`) in the order they apply. Both folders hold
 * the same names, so `schema_migrations` reads alike on either engine.
 */
export function migrationsFor(engine: Engine): Migration[] {
  return Object.entries(files)
    .filter(([file]) => path.basename(path.dirname(file)) === engine)
    .map(([file, sql]) => ({ name: path.basename(file, ".sql"), sql }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The table that records which migrations ran, in each engine's own types. */
const MIGRATIONS_TABLE: Record<Engine, string> = {
  sqlite:
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at integer NOT NULL) STRICT",
  postgres:
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)",
};

/** How one engine runs a script, reads the names applied and records one; the caller holds the transaction. */
export interface MigrationSteps {
  run(script: string): unknown;
  appliedNames(): Promise<readonly string[]> | readonly string[];
  record(name: string, appliedAt: number): unknown;
}

/**
 * Applies the engine's migrations not yet recorded, in order. The caller wraps it in the engine's
 * transaction (and, on PostgreSQL, a lock), so two processes starting together never apply one twice.
 */
export async function applyMigrations(engine: Engine, steps: MigrationSteps): Promise<void> {
  await steps.run(MIGRATIONS_TABLE[engine]);
  const applied = new Set(await steps.appliedNames());
  for (const { name, sql } of migrationsFor(engine)) {
    if (applied.has(name)) continue;
    await steps.run(sql);
    await steps.record(name, Date.now());
  }
}
