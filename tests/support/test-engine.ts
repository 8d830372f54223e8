import { createHash } from "node:crypto";
import pg from "pg";

const DUPLICATE_DATABASE = "42P04";

/**
 * The database a site server started by the integration suite uses. On the suite's PostgreSQL run
 * (`TEST_POSTGRES_URL`, from its global setup) each DATA_DIR gets its own database in the one cluster, so
 * tests stay as isolated as with the embedded engine, and a restart on the same DATA_DIR finds its data.
 * Otherwise undefined: the embedded SQLite in DATA_DIR.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const clusterUrl = process.env.TEST_POSTGRES_URL;
  if (!clusterUrl) return undefined;
  const name = `site_${createHash("sha256").update(dataDir).digest("hex").slice(0, 16)}`;
  const client = new pg.Client(clusterUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === DUPLICATE_DATABASE)) throw error;
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
