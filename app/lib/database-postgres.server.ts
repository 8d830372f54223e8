import { Kysely, PostgresDialect, sql } from "kysely";
import type { Database, DatabaseSchema } from "./database-schema";
import { errorFields, log } from "./log.server";
import { applyMigrations } from "./migrations.server";

/** Any fixed number: the key of the lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 1972;

/**
 * A connection idle longer than this is asked `SELECT 1` before it is lent out (decision 253): one round trip,
 * only when the pool has been quiet, so a connection PostgreSQL dropped meanwhile is replaced instead of
 * failing a visitor's request.
 */
const CHECK_AFTER_IDLE_MS = 250;

/** PostgreSQL through `pg`, loaded only here so the embedded server never pays for the driver. */
export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  // Times are stored as bigint milliseconds; they fit a JavaScript number, so read them as one, like SQLite.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // A connection the server drops (a restart, an outage) reports it on its client, idle or lent out between
  // two statements of a transaction; unheard, that would end the process. It is heard on every client, so
  // the holder of a lent one only sees its next statement fail; the pool opens a new connection for the next
  // query, and /healthz answers 503 until one succeeds.
  pool.on("connect", (client) =>
    client.on("error", (error) => log.warn(errorFields(error), "PostgreSQL dropped a connection")),
  );
  // The pool repeats an idle connection's error as its own, which its client has already reported.
  pool.on("error", () => undefined);

  // When each connection went back to the pool: the one lent out next is checked if it has idled since.
  const idleSince = new WeakMap<object, number>();
  pool.on("release", (_error: Error | undefined, released: object) => idleSince.set(released, Date.now()));
  const checkedPool = {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      // Each turn either lends a connection or destroys one that was dropped; a new one is never checked,
      // so this ends once the idle ones are used up.
      for (;;) {
        const lent = await pool.connect();
        const idle = Date.now() - (idleSince.get(lent) ?? Date.now());
        if (idle < CHECK_AFTER_IDLE_MS) return lent;
        try {
          await lent.query("SELECT 1");
          return lent;
        } catch (error) {
          log.warn(errorFields(error), "PostgreSQL dropped an idle connection; opening another");
          lent.release(true);
        }
      }
    },
  };
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: checkedPool }) });
  try {
    await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      await applyMigrations(tx, "postgres");
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    engine: "postgres",
    db,
    exclusive: (key, work) =>
      db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
        return work(tx);
      }),
    close: () => db.destroy(),
  };
}
