import { config } from "./config.server";
import type { Database } from "./database-schema";

export type { Database } from "./database-schema";

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
