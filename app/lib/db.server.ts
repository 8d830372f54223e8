import { mkdirSync } from "node:fs";
import path from "node:path";
import { config } from "./config.server";
import { makeDataDirPrivate, PRIVATE_DIRECTORY_MODE } from "./data-dir.server";

type Row = Record<string, unknown>;

/** Inside a transaction: queries, and `exec` for a script of several statements (a migration). */
export interface Transaction extends Pick<Database, "query"> {
  exec(sql: string): Promise<void>;
}

/** The one storage interface: PostgreSQL's dialect, on PGlite (embedded) or a PostgreSQL server. */
export interface Database {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` on one connection inside BEGIN/COMMIT, rolling back if it throws. */
  transaction<T>(work: (db: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrations = import.meta.glob<string>("../../migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.join(dataDir, "db");
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const pglite = await PGlite.create(dir);
  return {
    query: async <T extends Row>(sql: string, params: unknown[] = []) =>
      (await pglite.query<T>(sql, params)).rows,
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: async <T extends Row>(sql: string, params: unknown[] = []) =>
            (await tx.query<T>(sql, params)).rows,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    query: async <T extends Row>(sql: string, params: unknown[] = []) =>
      (await pool.query<T>(sql, params)).rows,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          query: async <T extends Row>(sql: string, params: unknown[] = []) =>
            (await client.query<T>(sql, params)).rows,
          // Without parameters pg uses the simple protocol, which runs several statements.
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Applies each `migrations/NNNN-name.sql` once, in name order; an advisory lock keeps two processes apart. */
async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(1972)");
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const applied = new Set(
      (await tx.query<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name),
    );
    for (const [file, sql] of Object.entries(migrations).sort(([a], [b]) => a.localeCompare(b))) {
      const name = path.basename(file, ".sql");
      if (applied.has(name)) continue;
      await tx.exec(sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
    }
  });
}

let opening: Promise<Database> | undefined;

/** The process's database, opened and migrated on first use. */
export function database(): Promise<Database> {
  opening ??= (async () => {
    const { databaseUrl, dataDir } = config();
    const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
    await migrate(db);
    // PGlite gives its files the modes of its in-memory file system (666): tighten them once they exist.
    if (!databaseUrl) makeDataDirPrivate(dataDir);
    return db;
  })();
  return opening;
}

export async function closeDatabase(): Promise<void> {
  const db = await opening;
  opening = undefined;
  await db?.close();
}
