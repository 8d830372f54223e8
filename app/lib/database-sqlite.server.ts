import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { PRIVATE_DIRECTORY_MODE, SQLITE_FILE_NAME } from "./data-dir.server";
import type { Database, DatabaseSchema } from "./database-schema";
import { applyMigrations } from "./migrations.server";
import { nodeSqliteDialect } from "./sqlite-driver.server";

/** How long a start waits for another process to let go of the file (a restart overlapping a shutdown). */
const LOCK_WAIT_MS = 5000;
const SQLITE_BUSY = 5;

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

function busy(error: unknown): boolean {
  return error instanceof Error && "errcode" in error && error.errcode === SQLITE_BUSY;
}

/**
 * Takes the file for this process alone and makes every commit durable. EXCLUSIVE locking keeps SQLite's
 * own file lock for the life of the connection (the OS drops it if the process dies), so a second process
 * on the same DATA_DIR is refused instead of sharing files it might corrupt. WAL with synchronous=FULL
 * syncs the log at every commit: a committed row survives a power cut.
 */
function takeFile(sqlite: DatabaseSync, file: string): void {
  try {
    sqlite.exec("PRAGMA locking_mode = EXCLUSIVE");
    sqlite.exec("PRAGMA journal_mode = WAL");
    sqlite.exec("PRAGMA synchronous = FULL");
    sqlite.exec("BEGIN EXCLUSIVE");
    sqlite.exec("COMMIT");
  } catch (error) {
    sqlite.close();
    if (!busy(error)) throw error;
    throw new DataDirInUseError(
      `${file} is in use by another server process. The embedded database serves one process: stop the other ` +
        "one, give this one its own DATA_DIR, or set DATABASE_URL to a PostgreSQL database shared by both.",
    );
  }
}

/** The embedded database: `DATA_DIR/site.db`, through Node's built-in SQLite. */
export async function openSqlite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const sqlite = new DatabaseSync(file, { timeout: LOCK_WAIT_MS });
  takeFile(sqlite, file);
  const db = new Kysely<DatabaseSchema>({ dialect: nodeSqliteDialect(sqlite) });
  try {
    // The driver begins every transaction IMMEDIATE: the schema changes under the write lock, all or nothing.
    await db.transaction().execute((tx) => applyMigrations(tx, "sqlite"));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    engine: "sqlite",
    db,
    // Every SQLite transaction here begins IMMEDIATE: it holds the only write lock, whatever the key.
    exclusive: (_key, work) => db.transaction().execute(work),
    close: () => db.destroy(),
  };
}
