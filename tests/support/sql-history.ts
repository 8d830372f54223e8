import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { SQLITE_FILE_NAME } from "~/lib/data-dir.server";
import type { Engine } from "~/lib/database-schema";
import type { SiteDatabase } from "./site-database.ts";

/**
 * The schema's history as it was written until decision 296, one SQL file per engine and migration, kept
 * unchanged: the database every site made before then has, built the way it was built.
 */
const FROZEN = path.resolve(import.meta.dirname, "../fixtures/sql-migrations");
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.sql$/;

/** When the history records each migration as applied: fixed, so a test can tell the records were kept. */
const RECORDED_AT = Date.UTC(2026, 0, 5);

export interface SqlMigration {
  name: string;
  script: string;
}

export function engineOf(site: SiteDatabase): Engine {
  return site.databaseUrl ? "postgres" : "sqlite";
}

/** The engine's frozen migrations, in the order they applied. */
export function sqlHistory(engine: Engine): SqlMigration[] {
  const folder = path.join(FROZEN, engine);
  return readdirSync(folder)
    .flatMap((file) => {
      const name = MIGRATION_FILE.exec(file)?.[1];
      return name ? [{ name, script: readFileSync(path.join(folder, file), "utf8") }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Runs `scripts` (each of several statements) in one transaction on the site's database. */
async function runScripts(site: SiteDatabase, scripts: string[]): Promise<void> {
  if (site.databaseUrl) {
    const client = new pg.Client(site.databaseUrl);
    await client.connect();
    try {
      await client.query("BEGIN");
      // Without parameters pg uses the simple protocol, which runs a script of several statements.
      for (const script of scripts) await client.query(script);
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
    return;
  }
  const sqlite = new DatabaseSync(path.join(site.dataDir, SQLITE_FILE_NAME));
  try {
    sqlite.exec("BEGIN IMMEDIATE");
    for (const script of scripts) sqlite.exec(script);
    sqlite.exec("COMMIT");
  } finally {
    sqlite.close();
  }
}

/**
 * Applies the frozen migrations from `from` up to (not including) `until` to the site's database, as the
 * runner before decision 296 did: in one transaction, each recorded in `schema_migrations` (at
 * `RECORDED_AT` plus its place in the history, in milliseconds). The whole history when no bounds are given.
 */
export async function applySqlHistory(
  site: SiteDatabase,
  { from, until }: { from?: string; until?: string } = {},
): Promise<void> {
  const engine = engineOf(site);
  const history = sqlHistory(engine);
  const scripts = [readFileSync(path.join(FROZEN, engine, "schema-migrations-table.sql"), "utf8")];
  history.forEach(({ name, script }, place) => {
    if ((from && name < from) || (until && name >= until)) return;
    scripts.push(
      script,
      `INSERT INTO schema_migrations (name, applied_at) VALUES ('${name}', ${RECORDED_AT + place})`,
    );
  });
  await runScripts(site, scripts);
}
