import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/lib/database-postgres.server";
import { openSqlite } from "~/lib/database-sqlite.server";
import { SAMPLE_MESSAGE } from "../support/contact-client.ts";
import { type SchemaShape, schemaShape, tableContents } from "../support/schema-shape.ts";
import { runOnSiteDatabase, type SiteDatabase } from "../support/site-database.ts";
import { startSiteServer, TEST_OWNER_EMAIL, TEST_OWNER_NAME } from "../support/site-server.ts";
import { applySqlHistory, engineOf, sqlHistory } from "../support/sql-history.ts";
import { getPage } from "../support/staff-accounts.ts";
import { signIn } from "../support/staff-client.ts";
import { testDatabaseUrl } from "../support/test-engine.ts";

// On both engines (decision 296): the migrations written once in TypeScript against the SQL each engine had.

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A site database with nothing in it yet, on the engine this run tests. */
async function emptyDatabase(): Promise<SiteDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-migrations-"));
  folders.push(dataDir);
  return { dataDir, databaseUrl: await testDatabaseUrl(dataDir) };
}

/** Opens the database as a starting server does, which applies what it has not recorded, and closes it. */
async function migrate(site: SiteDatabase): Promise<void> {
  const database = site.databaseUrl ? await openPostgres(site.databaseUrl) : await openSqlite(site.dataDir);
  await database.close();
}

const recorded = (site: SiteDatabase) =>
  runOnSiteDatabase(site, "SELECT name, applied_at FROM schema_migrations ORDER BY name");

let newSite: Promise<{ schema: SchemaShape; names: unknown[] }> | undefined;

/** A new site's database, migrated by the built server: its schema, and the migrations it recorded. */
function newSiteDatabase(): Promise<{ schema: SchemaShape; names: unknown[] }> {
  newSite ??= (async () => {
    const site = await emptyDatabase();
    const server = await startSiteServer({ DATA_DIR: site.dataDir });
    await server.stop();
    return { schema: await schemaShape(site), names: (await recorded(site)).map((row) => row.name) };
  })();
  return newSite;
}

const OUTBOX_ROW =
  "INSERT INTO contact_outbox (created_at, recipient, submission, status, attempts, next_attempt_at) " +
  "VALUES ($1, $2, $3, $4, $5, $6)";

/**
 * Rows a database held before each migration that moves data, in the columns its tables had then: both
 * histories must leave them alike.
 */
const ROWS_BEFORE = [
  {
    migration: "0400-contact-messages",
    tables: ["contact_outbox"],
    statements: [
      [
        OUTBOX_ROW,
        [
          1000,
          "sales@trafalgarbrands.example",
          JSON.stringify({ ...SAMPLE_MESSAGE, language: "fr", department: "sales" }),
          "failed",
          5,
          9000,
        ],
      ],
      [
        OUTBOX_ROW,
        [
          2000,
          "sorel@trafalgarbrands.example",
          JSON.stringify({ firstName: "Sam", email: "Sam@Lee.example", message: "Hi", brand: "sorel" }),
          "pending",
          0,
          3000,
        ],
      ],
    ],
  },
  {
    migration: "0860-line-sheets",
    tables: ["photo_history", "photo_shares", "staff_accounts"],
    statements: [
      [
        "INSERT INTO photo_history (created_at, kind, preset, item_count, photo_count, bytes, items, download_id, " +
          "sheet_format) VALUES (1000, 'export', 'originals', 2, 7, 5000000000, '[\"10-001\"]', 'd1', NULL), " +
          "(2000, 'sheet', 'web', 1, 1, NULL, '[\"10-003\"]', NULL, 'links')",
        [],
      ],
      [
        "INSERT INTO photo_shares (token_hash, token_hint, created_at, expires_at, preset, items, sent_by) " +
          "VALUES ('h1', 'abc', 1000, 2000, 'web', '[]', 'Odile')",
        [],
      ],
      // Only an owner still called by the stand-in name loses it (0865-first-owner-name).
      [
        "INSERT INTO staff_accounts (email, name, role, language, state, created_at, updated_at) VALUES " +
          "('a@trafalgar.test', 'Owner', 'owner', 'en', 'active', 1, 1), " +
          "('b@trafalgar.test', 'Owner', 'sales', 'fr', 'active', 1, 1), " +
          "('c@trafalgar.test', 'Odile', 'owner', 'en', 'invited', 1, 1)",
        [],
      ],
    ],
  },
] satisfies { migration: string; tables: string[]; statements: [string, (string | number)[]][] }[];

describe("the migrations written once for both engines", { timeout: 60_000 }, () => {
  it("give a new database the schema and the records the SQL history gave, then what came after it", async () => {
    const history = await emptyDatabase();
    await applySqlHistory(history);
    // The migrations written after the SQL history, applied as to any site made before them.
    await migrate(history);
    const { schema, names } = await newSiteDatabase();
    expect(schema).toEqual(await schemaShape(history));
    expect(names).toEqual((await recorded(history)).map((row) => row.name));
    const frozen = sqlHistory(engineOf(history)).map((migration) => migration.name);
    expect(names.slice(0, frozen.length)).toEqual(frozen);
  });

  it.each(ROWS_BEFORE)("move the rows a database had before $migration as the SQL did", async (before) => {
    const [history, modules] = [await emptyDatabase(), await emptyDatabase()];
    for (const site of [history, modules]) {
      await applySqlHistory(site, { until: before.migration });
      for (const [statement, params] of before.statements) await runOnSiteDatabase(site, statement, params);
    }
    await applySqlHistory(history, { from: before.migration });
    // Then, on both, what was written after the SQL history (a later column of the same tables included).
    await migrate(history);
    await migrate(modules);
    expect(await tableContents(modules, before.tables)).toEqual(await tableContents(history, before.tables));
  });
});

describe("a database made before the migrations were written once", { timeout: 120_000 }, () => {
  it("is given nothing again of its history, keeps its rows, and serves the site", async () => {
    const site = await emptyDatabase();
    await applySqlHistory(site);
    const records = await recorded(site);
    await runOnSiteDatabase(
      site,
      "INSERT INTO staff_accounts (email, name, role, language, state, created_at, updated_at) " +
        "VALUES ($1, $2, 'owner', 'en', 'active', 1, 1)",
      [TEST_OWNER_EMAIL, TEST_OWNER_NAME],
    );
    await runOnSiteDatabase(
      site,
      "INSERT INTO contact_outbox (created_at, recipient, submission, status, next_attempt_at, sent_at, " +
        "department, search_text) VALUES ($1, 'sales@trafalgarbrands.example', $2, 'sent', $1, $1, 'sales', " +
        "'claire tremblay')",
      [Date.now(), JSON.stringify({ ...SAMPLE_MESSAGE, language: "en", department: "sales" })],
    );
    const messagesBefore = await tableContents(site, ["contact_outbox"]);

    const server = await startSiteServer({ DATA_DIR: site.dataDir });
    try {
      expect((await getPage(server.origin, "/", "")).status).toBe(200);
      const staff = await signIn(server.origin, "198.51.100.40");
      const messages = await getPage(server.origin, "/tools/messages", staff);
      expect(messages.status).toBe(200);
      expect(messages.text).toContain(SAMPLE_MESSAGE.company);
    } finally {
      await server.stop();
    }

    // What the history recorded is kept as it was; only what came after it was applied.
    expect((await recorded(site)).slice(0, records.length)).toEqual(records);
    const now = await tableContents(site, ["staff_accounts", "contact_outbox"]);
    expect(now.contact_outbox).toEqual(messagesBefore.contact_outbox);
    expect(now.staff_accounts?.[0]).toMatchObject({ email: TEST_OWNER_EMAIL, name: TEST_OWNER_NAME });
    // The next migration, written against the schema a new site gets, finds that schema here too.
    expect(await schemaShape(site)).toEqual((await newSiteDatabase()).schema);
  });
});
