import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { SQLITE_FILE_NAME } from "../../app/lib/data-dir.server.ts";

export interface SiteDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * Runs one statement (`$1`, `$2`… placeholders) on a site server's own database, whichever engine it used,
 * and returns its rows: to see what the server stored, or change what it will find, as time would have.
 */
export async function runOnSiteDatabase(
  site: SiteDatabase,
  statement: string,
  params: (string | number | null)[] = [],
): Promise<Record<string, unknown>[]> {
  if (site.databaseUrl) {
    const client = new pg.Client(site.databaseUrl);
    await client.connect();
    try {
      return (await client.query(statement, params)).rows;
    } finally {
      await client.end();
    }
  }
  // A running server may be writing: wait for its lock as the server's own connection would.
  const sqlite = new DatabaseSync(path.join(site.dataDir, SQLITE_FILE_NAME), { timeout: 5000 });
  try {
    return sqlite.prepare(statement.replaceAll(/\$(\d+)/g, "?$1")).all(...params);
  } finally {
    sqlite.close();
  }
}
