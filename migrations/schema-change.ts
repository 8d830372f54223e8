import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
  sql,
} from "kysely";

// What a migration is given: the transaction to change the schema in, and the few words the two engines spell
// differently (decision 296). Everything else a migration writes once, with Kysely's schema builder.
//
// This file is part of the schema's history: what a migration wrote must never change, so a word here is added,
// never altered. A new difference between the engines gets a new word.

/**
 * The engines a migration is written for. Not the app's `Engine`: a migration imports nothing from app/ (rule
 * `migrations-are-history`). The runner passes the app's, so an engine added there does not compile until it
 * has its words here.
 */
export type SchemaEngine = "sqlite" | "postgres";

/**
 * Where a migration writes: the schema builder, and the executor a `sql` statement runs on. No typed query
 * builder: a migration is history, written against the tables as they were then, not today's types.
 */
export type SchemaTarget = Pick<Kysely<unknown>, "schema" | "getExecutor">;

export interface SchemaChange {
  /** The migrations' transaction. */
  db: SchemaTarget;
  /** For the rare step the engines do differently, not just spell differently (a back-fill, a changed check). */
  engine: SchemaEngine;
  /** A whole number past 2^31 (a time in milliseconds, a count of bytes): PostgreSQL's integer is 32-bit. */
  int64: "integer" | "bigint";
  /** Bytes (an uploaded image). */
  bytes: "blob" | "bytea";
  /** A row number the database gives each new row: SQLite's rowid, PostgreSQL's identity column. */
  generatedKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** Ends every CREATE TABLE: SQLite checks a value's type only in a STRICT table; PostgreSQL always does. */
  strict<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C>;
  /** STRICT, and stored as its primary key alone (a table read only by its key); nothing on PostgreSQL. */
  strictWithoutRowid<T extends string, C extends string>(
    table: CreateTableBuilder<T, C>,
  ): CreateTableBuilder<T, C>;
}

/** The change a migration is given on `engine`, in the transaction `db`. */
export function schemaChange(db: SchemaTarget, engine: SchemaEngine): SchemaChange {
  if (engine === "sqlite") {
    return {
      db,
      engine,
      int64: "integer",
      bytes: "blob",
      // `integer PRIMARY KEY` names the rowid itself; AUTOINCREMENT would only stop numbers being reused.
      generatedKey: (column) => column.primaryKey(),
      strict: (table) => table.modifyEnd(sql`strict`),
      strictWithoutRowid: (table) => table.modifyEnd(sql`strict, without rowid`),
    };
  }
  return {
    db,
    engine,
    int64: "bigint",
    bytes: "bytea",
    generatedKey: (column) => column.generatedAlwaysAsIdentity().primaryKey(),
    strict: (table) => table,
    strictWithoutRowid: (table) => table,
  };
}

// Column builders for the commonest columns: `.addColumn("email", "text", notNull)`.

export function notNull(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull();
}

export function primaryKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.primaryKey();
}

/** A reference to `target` (`table.column`), null where the row names none. */
export function refersTo(target: string): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (column) => column.references(target);
}

/** NOT NULL, and `value` in a row written without it (and in the rows a table had when the column came). */
export function notNullDefault(
  value: string | number,
): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (column) => column.notNull().defaultTo(value);
}

/** `column IN ('a', 'b')`: the check of a column that holds one of a few words. */
export function isOneOf(column: string, values: readonly string[]): RawBuilder<boolean> {
  return sql`${sql.raw(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** NOT NULL and one of `values` (checked), and `fallback`, if given, in a row written without it. */
export function oneOf(
  column: string,
  values: readonly string[],
  fallback?: string,
): (builder: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (builder) => {
    const required = builder.notNull().check(isOneOf(column, values));
    return fallback === undefined ? required : required.defaultTo(fallback);
  };
}
