import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "./database-schema";
import { DataDirInUseError, openSqlite } from "./database-sqlite.server";
import { MIGRATIONS } from "./migrations.server";

const opened: Database[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "trafalgar-sqlite-"));
  dirs.push(dir);
  return dir;
}

async function open(dir: string): Promise<Database> {
  const database = await openSqlite(dir);
  opened.push(database);
  return database;
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded SQLite database", () => {
  it("commits durably through a write-ahead log", async () => {
    const { db } = await open(dataDir());
    const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    expect(rows).toEqual([{ journal_mode: "wal" }]);
    const synchronous = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
    expect(synchronous.rows).toEqual([{ synchronous: 2 }]);
  });

  it("applies each migration once, and keeps data across a reopen", async () => {
    const dir = dataDir();
    const first = await open(dir);
    await first.db.insertInto("throttle_events").values({ bucket: "b", client: "c", at: 1 }).execute();
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const { db } = await open(dir);
    expect(await db.selectFrom("throttle_events").select("at").execute()).toEqual([{ at: 1 }]);
    const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it("refuses a second opener of the same DATA_DIR with a clear message", async () => {
    const dir = dataDir();
    await open(dir);
    // It waits a few seconds first, in case the other process is finishing its shutdown.
    const refusal = await openSqlite(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect(String(refusal)).toMatch(/in use by another server process.*DATABASE_URL/s);
  }, 20_000);
});
