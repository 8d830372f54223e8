import { runOnSiteDatabase, type SiteDatabase } from "./site-database.ts";

/** What a database's schema is, as its engine reports it: each part a list of rows, in a fixed order. */
export type SchemaShape = Record<string, Record<string, unknown>[]>;

/**
 * SQL text as SQLite keeps it, reduced to what it says: no comments, no identifier quotes, single spaces.
 * (No schema here has `--` or `"` inside a string.)
 */
function plainSql(text: string): string {
  return text
    .replaceAll(/--[^\n]*/g, "")
    .replaceAll('"', "")
    .replaceAll(/\s+/g, " ")
    .trim();
}

/** The expressions of a CREATE TABLE's CHECK constraints, sorted: SQLite reports them nowhere else. */
function checksOf(createTable: string): string[] {
  const text = plainSql(createTable);
  const checks: string[] = [];
  for (const match of text.matchAll(/\bcheck\s*\(/gi)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let quoted = false;
    let end = start;
    for (; end < text.length && depth > 0; end++) {
      const char = text[end];
      if (char === "'") quoted = !quoted;
      else if (!quoted && char === "(") depth++;
      else if (!quoted && char === ")") depth--;
    }
    checks.push(text.slice(start, end - 1));
  }
  return checks.sort();
}

/** The condition of a partial index, from its CREATE INDEX. */
function conditionOf(createIndex: string): string {
  const text = plainSql(createIndex);
  const where = text.toLowerCase().lastIndexOf(" where ");
  return where < 0 ? "" : text.slice(where + " where ".length);
}

const SQLITE_TABLES = "FROM sqlite_schema t, pragma_table_xinfo(t.name) c WHERE t.type = 'table'";

/** SQLite's own account of every table, column, index, key, check and STRICT flag. */
async function sqliteShape(site: SiteDatabase): Promise<SchemaShape> {
  const run = (statement: string) => runOnSiteDatabase(site, statement);
  const tables = await run(
    "SELECT name, type, wr AS without_rowid, strict FROM pragma_table_list " +
      "WHERE schema = 'main' AND name NOT IN ('sqlite_schema', 'sqlite_temp_schema') ORDER BY name",
  );
  const columns = await run(
    'SELECT t.name AS "table", c.cid, c.name, c.type, c."notnull", c.dflt_value, c.pk, c.hidden ' +
      `${SQLITE_TABLES} ORDER BY t.name, c.cid`,
  );
  const indexes = await run(
    'SELECT t.name AS "table", i.name, i."unique", i.origin, i.partial, s.sql ' +
      "FROM sqlite_schema t, pragma_index_list(t.name) i LEFT JOIN sqlite_schema s ON s.name = i.name " +
      "WHERE t.type = 'table' ORDER BY t.name, i.name",
  );
  const indexColumns = await run(
    'SELECT i.name AS "index", x.seqno, x.cid, x.name, x."desc", x.coll, x."key" ' +
      "FROM sqlite_schema i, pragma_index_xinfo(i.name) x WHERE i.type = 'index' ORDER BY i.name, x.seqno",
  );
  const foreignKeys = await run(
    'SELECT t.name AS "table", f.id, f.seq, f."table" AS target, f."from", f."to", f.on_update, f.on_delete, ' +
      "f.\"match\" FROM sqlite_schema t, pragma_foreign_key_list(t.name) f WHERE t.type = 'table' " +
      "ORDER BY t.name, f.id, f.seq",
  );
  const definitions = await run("SELECT name, sql FROM sqlite_schema WHERE type = 'table' ORDER BY name");
  const others = await run(
    "SELECT type, name, tbl_name FROM sqlite_schema WHERE type NOT IN ('table', 'index')",
  );
  return {
    tables,
    columns,
    indexes: indexes.map(({ sql, ...index }) => ({
      ...index,
      condition: index.partial ? conditionOf(String(sql)) : "",
    })),
    indexColumns,
    foreignKeys,
    checks: definitions.map(({ name, sql }) => ({ table: name, checks: checksOf(String(sql)) })),
    others,
  };
}

/** PostgreSQL's own account of the public schema: its catalogue writes every definition one way. */
async function postgresShape(site: SiteDatabase): Promise<SchemaShape> {
  const run = (statement: string) => runOnSiteDatabase(site, statement);
  return {
    relations: await run(
      "SELECT relname, relkind, relpersistence FROM pg_class " +
        "WHERE relnamespace = 'public'::regnamespace ORDER BY relname",
    ),
    columns: await run(
      "SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default, is_identity, " +
        "identity_generation, identity_start, identity_increment, identity_minimum, identity_maximum, " +
        "identity_cycle, is_generated FROM information_schema.columns WHERE table_schema = 'public' " +
        "ORDER BY table_name, ordinal_position",
    ),
    constraints: await run(
      "SELECT c.relname AS table_name, k.conname, k.contype, pg_get_constraintdef(k.oid) AS definition, " +
        "k.condeferrable, k.convalidated FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid " +
        "WHERE k.connamespace = 'public'::regnamespace ORDER BY c.relname, k.conname",
    ),
    indexes: await run(
      "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' " +
        "ORDER BY tablename, indexname",
    ),
    sequences: await run(
      "SELECT sequencename, data_type::text, start_value, increment_by, min_value, max_value, cycle " +
        "FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
    ),
    triggers: await run("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname"),
  };
}

/**
 * The site database's schema, introspected and normalised so that two databases built by different
 * statements compare equal exactly when they have the same tables, columns (type, nullability, default),
 * keys, unique constraints, indexes (partial ones with their condition), foreign keys and checks, and on
 * SQLite the same STRICT and WITHOUT ROWID tables. Read it while no server holds the embedded file.
 */
export function schemaShape(site: SiteDatabase): Promise<SchemaShape> {
  return site.databaseUrl ? postgresShape(site) : sqliteShape(site);
}

/** Every row of each of `tables`, by their first column: to compare what two databases hold. */
export async function tableContents(
  site: SiteDatabase,
  tables: readonly string[],
): Promise<Record<string, Record<string, unknown>[]>> {
  const contents: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables)
    contents[table] = await runOnSiteDatabase(site, `SELECT * FROM ${table} ORDER BY 1`);
  return contents;
}
