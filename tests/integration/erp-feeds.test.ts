import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_COLUMNS } from "~/features/erp/feeds/products-feed.server";
import { productRow, upcOf } from "~/features/erp/feeds/products-feed.test-support";
import { takeFeed } from "~/features/erp/feeds/take-feed.server";
import type { Database } from "~/lib/database.server";
import { openPostgres } from "~/lib/database-postgres.server";
import { openSqlite } from "~/lib/database-sqlite.server";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { startSiteServer } from "../support/site-server.ts";
import { eventually } from "../support/smtp-sink.ts";
import { testDatabaseUrl } from "../support/test-engine.ts";

// On both engines: a product feed is taken once, applied whole or refused whole, row problems recorded.

const BRANDS = new Set(["aquatalia", "dockers"]);
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-erp-feeds-"));
  const url = await testDatabaseUrl(dataDir);
  database = url ? await openPostgres(url) : await openSqlite(dataDir);
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const file = (...rows: string[]) => ({
  kind: "products" as const,
  fileName: "products.csv",
  source: "inbox" as const,
  bytes: new TextEncoder().encode([PRODUCT_COLUMNS.join(","), ...rows].join("\r\n")),
});

const skus = () =>
  database.db
    .selectFrom("catalogue_skus")
    .select(["gtin", "item_number", "size", "width"])
    .orderBy("gtin")
    .execute();

describe("a product feed", () => {
  it("applies its styles, colourways and SKUs once; the same file again changes nothing", async () => {
    const first = file(
      productRow(),
      productRow({ size: "7.5", upc: upcOf(1) }),
      productRow({ colour_code: "001", upc: upcOf(2) }),
    );
    const outcome = await takeFeed(database, first, BRANDS, 1_000);
    expect(outcome).toMatchObject({ status: "applied", rowsApplied: 3, refused: [] });
    const styles = await database.db.selectFrom("catalogue_styles").selectAll().execute();
    expect(styles).toEqual([
      expect.objectContaining({
        style_number: "22592",
        brand: "aquatalia",
        msrp_cents: 39500,
        updated_at: 1_000,
      }),
    ]);
    const colourways = await database.db
      .selectFrom("catalogue_colourways")
      .select("item_number")
      .orderBy("item_number")
      .execute();
    expect(colourways.map((each) => each.item_number)).toEqual(["22592-001", "22592-600"]);
    expect(await skus()).toHaveLength(3);
    const again = await takeFeed(database, first, BRANDS, 2_000);
    expect(again).toEqual({ status: "alreadyTaken", feedId: outcome.feedId });
    const [style] = await database.db.selectFrom("catalogue_styles").select("updated_at").execute();
    expect(style?.updated_at).toBe(1_000);
  });

  it("applies the good rows of a file with a few bad ones and records each bad one with its line", async () => {
    const rows = [
      productRow({ style_number: "30001", upc: upcOf(10) }),
      productRow({ style_number: "30001", size: "99", upc: upcOf(11) }),
    ];
    const sizes = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5"];
    for (const [index, size] of [...sizes, ...sizes].entries())
      rows.push(
        productRow({ style_number: "30002", size, width: index < 10 ? "M" : "W", upc: upcOf(100 + index) }),
      );
    const outcome = await takeFeed(database, file(...rows), BRANDS, 3_000);
    expect(outcome).toMatchObject({ status: "applied" });
    if (outcome.status !== "applied") return;
    expect(outcome.refused.map(({ line, problem }) => ({ line, code: problem.code }))).toEqual(
      expect.arrayContaining([{ line: 3, code: "sizeNotInScale" }]),
    );
    const [recorded] = await database.db
      .selectFrom("erp_feeds")
      .selectAll()
      .where("id", "=", outcome.feedId)
      .execute();
    expect(recorded).toMatchObject({
      status: "applied",
      rows_total: 22,
      rows_refused: outcome.refused.length,
      refusal: null,
    });
    expect(JSON.parse(recorded?.refused_rows ?? "[]")[0]).toMatchObject({
      line: 3,
      problem: { code: "sizeNotInScale", column: "size" },
    });
  });

  it("refuses a file whole, applying nothing, when too many rows are bad or a column is missing", async () => {
    const before = await skus();
    const rows = Array.from({ length: 30 }, (_, index) =>
      productRow({
        style_number: "40001",
        upc: upcOf(200 + index),
        size: index < 15 ? "99" : String(5 + (index % 6)),
      }),
    );
    const refused = await takeFeed(database, file(...rows), BRANDS);
    expect(refused).toMatchObject({ status: "refused", problem: { code: "tooManyRefused" } });
    const missing = await takeFeed(
      database,
      { ...file(), bytes: new TextEncoder().encode("style_number,brand\r\n1,aquatalia") },
      BRANDS,
    );
    expect(missing).toMatchObject({ status: "refused", problem: { code: "missingColumns" } });
    expect(await skus()).toEqual(before);
    const feeds = await database.db
      .selectFrom("erp_feeds")
      .select(["status", "rows_applied"])
      .where("status", "=", "refused")
      .execute();
    expect(feeds).toEqual([
      { status: "refused", rows_applied: 0 },
      { status: "refused", rows_applied: 0 },
    ]);
  });

  it("updates what a later file says of a style, gives a size a corrected UPC, and never moves a UPC to another colourway", async () => {
    const outcome = await takeFeed(
      database,
      file(
        productRow({ name_en: "Ines Ankle Boot" }),
        // 22592-600 size 7.5 had upcOf(1): the ERP corrected it.
        productRow({ name_en: "Ines Ankle Boot", size: "7.5", upc: upcOf(3) }),
        // upcOf(2) belongs to 22592-001: a row giving it to 22592-600 size 8 is refused.
        productRow({ name_en: "Ines Ankle Boot", size: "8", upc: upcOf(2) }),
      ),
      BRANDS,
      4_000,
    );
    expect(outcome).toMatchObject({ status: "applied", rowsApplied: 2 });
    if (outcome.status !== "applied") return;
    expect(outcome.refused).toEqual([
      expect.objectContaining({ line: 4, problem: { code: "gtinTaken", column: "upc" } }),
    ]);
    const [style] = await database.db
      .selectFrom("catalogue_styles")
      .select("name_en")
      .where("style_number", "=", "22592")
      .execute();
    expect(style?.name_en).toBe("Ines Ankle Boot");
    const sizes = (await skus()).filter((sku) => sku.item_number.startsWith("22592-"));
    expect(sizes).toEqual(
      expect.arrayContaining([
        { gtin: `00${upcOf(3)}`, item_number: "22592-600", size: "7.5", width: "M" },
        { gtin: `00${upcOf(2)}`, item_number: "22592-001", size: "7", width: "M" },
      ]),
    );
    expect(sizes.some((sku) => sku.gtin === `00${upcOf(1)}`)).toBe(false);
  });
});

describe("the ERP inbox", () => {
  it("takes a settled product file once, removes it, and leaves a file still being written and other files", async () => {
    // Its own folder, kept after the server stops, to read the embedded database in.
    const siteDir = mkdtempSync(path.join(tmpdir(), "trafalgar-erp-inbox-"));
    const site = await startSiteServer({ DATA_DIR: siteDir });
    const inbox = path.join(siteDir, "erp", "inbox");
    const settled = path.join(inbox, "products-2026-11-29.csv");
    const writing = path.join(inbox, "products-2026-11-30.csv");
    const other = path.join(inbox, "notes.txt");
    try {
      mkdirSync(inbox, { recursive: true });
      const aMinuteAgo = new Date(Date.now() - 60_000);
      writeFileSync(settled, file(productRow({ style_number: "50001", upc: upcOf(500) })).bytes);
      utimesSync(settled, aMinuteAgo, aMinuteAgo);
      writeFileSync(other, "not a feed");
      utimesSync(other, aMinuteAgo, aMinuteAgo);
      // Written just now: the ERP may not have finished it.
      writeFileSync(writing, file(productRow({ style_number: "50002", upc: upcOf(501) })).bytes);
      // A file is removed once its taking is recorded; the one being written waits until left alone 2 s.
      await eventually(() => !existsSync(settled), "the settled file to be taken");
      expect(existsSync(writing)).toBe(true);
      await eventually(() => !existsSync(writing), "the file written last to be taken once settled");
      expect(existsSync(other)).toBe(true);
    } finally {
      await site.stop();
    }
    // The embedded database is the server's alone while it runs: read once it has stopped.
    const styles = await runOnSiteDatabase(
      site,
      "SELECT style_number FROM catalogue_styles ORDER BY style_number",
    );
    expect(styles).toEqual([{ style_number: "50001" }, { style_number: "50002" }]);
    const feeds = await runOnSiteDatabase(
      site,
      "SELECT file_name, source, status FROM erp_feeds ORDER BY id",
    );
    expect(feeds).toEqual([
      { file_name: "products-2026-11-29.csv", source: "inbox", status: "applied" },
      { file_name: "products-2026-11-30.csv", source: "inbox", status: "applied" },
    ]);
    rmSync(siteDir, { recursive: true, force: true });
  });
});
