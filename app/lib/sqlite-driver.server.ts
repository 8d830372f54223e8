import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/**
 * The site stores text, numbers and bytes (uploaded images) only; anything else (a Date, a boolean) is a
 * mistake, caught loudly.
 */
function bindable(value: unknown): SQLInputValue {
  if (
    value === null ||
    typeof value === "number" ||
    typeof value === "bigint" ||
    typeof value === "string" ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  throw new TypeError(`SQLite cannot store a ${typeof value} parameter: convert it first`);
}

/**
 * How many prepared statements a connection keeps for reuse, the least recently used dropped first. The site
 * asks a few hundred distinct queries; a feed's batches repeat one text per batch size.
 */
const STATEMENTS_KEPT = 200;

class SqliteConnection implements DatabaseConnection {
  /** Prepared statements by their SQL, in order of last use (a Map keeps insertion order). */
  private readonly statements = new Map<string, StatementSync>();

  constructor(private readonly sqlite: DatabaseSync) {}

  /**
   * The statement for `sql`, prepared once and reused: node:sqlite frees a statement only when the garbage
   * collector finalizes it, so statements prepared per query (thousands in one feed) piled up in native memory
   * between collections and left the C heap fragmented for good (decision 332).
   */
  private prepared(sql: string): StatementSync {
    const kept = this.statements.get(sql);
    if (kept) {
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept;
    }
    const statement = this.sqlite.prepare(sql);
    this.statements.set(sql, statement);
    if (this.statements.size > STATEMENTS_KEPT) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    return statement;
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.prepared(sql);
    const values = parameters.map(bindable);
    // A statement with result columns (SELECT, or a write with RETURNING) yields rows; others report changes.
    if (statement.columns().length > 0) {
      // Kysely typed the query against the schema; this is where its rows take that type.
      return { rows: statement.all(...values) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...values);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  /** The site reads every result whole; a stream is refused rather than half supported. */
  streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error("Streaming queries are not supported on SQLite");
  }
}

/**
 * One connection, lent to one caller at a time: node:sqlite runs each statement synchronously, but a
 * transaction spans awaits, and nothing else may run on the connection in between.
 */
class SqliteDriver implements Driver {
  private readonly connection: SqliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly sqlite: DatabaseSync) {
    this.connection = new SqliteConnection(sqlite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    const { promise, resolve } = Promise.withResolvers<void>();
    this.queue = previous.then(() => promise);
    await previous;
    this.release = resolve;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  // IMMEDIATE takes the write lock at BEGIN, so a transaction that reads then writes cannot be overtaken.
  async beginTransaction(): Promise<void> {
    this.sqlite.exec("BEGIN IMMEDIATE");
  }

  async commitTransaction(): Promise<void> {
    this.sqlite.exec("COMMIT");
  }

  async rollbackTransaction(): Promise<void> {
    this.sqlite.exec("ROLLBACK");
  }

  async destroy(): Promise<void> {
    await this.queue;
    this.sqlite.close();
  }
}

/** Kysely's SQLite dialect over Node's built-in `node:sqlite` (Kysely's own expects better-sqlite3's API). */
export function nodeSqliteDialect(sqlite: DatabaseSync): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SqliteDriver(sqlite),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}
