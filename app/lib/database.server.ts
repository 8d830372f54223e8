import type { Kysely, Transaction } from "kysely";
import { config } from "./config.server";
import type { DatabaseSchema } from "./database-schema";
import type { Engine } from "./migrations.server";

/** One typed query layer over the embedded SQLite (default) or PostgreSQL (`DATABASE_URL`). */
export interface Database {
  /** Which engine runs the queries: a few statements differ (row locks exist on PostgreSQL only). */
  engine: Engine;
  db: Kysely<DatabaseSchema>;
  /** A transaction that no other `exclusive` call with the same key runs beside, in any server process. */
  exclusive<T>(key: string, work: (tx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

declare global {
  // Kept across Vite's module reloads in development: a second open of the embedded file would be refused.
  var trafalgarDatabase: Promise<Database> | undefined;
}

async function open(): Promise<Database> {
  const { databaseUrl, dataDir } = config();
  if (databaseUrl) {
    const { openPostgres } = await import("./database-postgres.server");
    return openPostgres(databaseUrl);
  }
  const { openSqlite } = await import("./database-sqlite.server");
  return openSqlite(dataDir);
}

/** The process's database, opened and migrated on first use. */
export function database(): Promise<Database> {
  globalThis.trafalgarDatabase ??= open();
  return globalThis.trafalgarDatabase;
}

export async function closeDatabase(): Promise<void> {
  const opening = globalThis.trafalgarDatabase;
  globalThis.trafalgarDatabase = undefined;
  await (await opening)?.close();
}
