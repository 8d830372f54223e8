import path from "node:path";

export type Engine = "sqlite" | "postgres";

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
