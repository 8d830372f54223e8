import path from "node:path";
import { sql } from "kysely";
import {
  notNull,
  primaryKey,
  type SchemaChange,
  type SchemaTarget,
  schemaChange,
} from "../../migrations/schema-change.ts";
import type { Engine } from "./database-schema";

/** One schema change (`migrations/NNNN-name.ts`), by the name `schema_migrations` records it under. */
export interface Migration {
  name: string;
  up(change: SchemaChange): Promise<void>;
}

// Bundled into the server build: the running server never reads a migration's file.
const steps = import.meta.glob<Migration["up"]>("../../migrations/[0-9][0-9][0-9][0-9]-*.ts", {
  import: "up",
  eager: true,
});

/** Every migration, in the order they apply; both engines run the same ones (decision 296). */
export const MIGRATIONS: readonly Migration[] = Object.entries(steps)
  .map(([file, up]) => ({ name: path.basename(file, ".ts"), up }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, and records each. `db` is the
 * caller's transaction (on PostgreSQL, under a lock as well), so two processes starting together never apply
 * one twice, and a failed migration leaves the schema as it was. A database made before decision 296
 * recorded the same names, so it is given only what came after. Throws what a failing statement threw, and
 * the caller's transaction then rolls every step of this start back.
 */
export async function applyMigrations(db: SchemaTarget, engine: Engine): Promise<void> {
  const change = schemaChange(db, engine);
  await db.schema
    .createTable("schema_migrations")
    .ifNotExists()
    .addColumn("name", "text", primaryKey)
    .addColumn("applied_at", change.int64, notNull)
    .$call(change.strict)
    .execute();
  const recorded = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(recorded.rows.map((row) => row.name));
  for (const { name, up } of MIGRATIONS) {
    if (applied.has(name)) continue;
    await up(change);
    await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${name}, ${Date.now()})`.execute(db);
  }
}
