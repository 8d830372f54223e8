import { createHmac } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_COLUMNS } from "~/features/erp/feeds/columns";
import { productRow, upcOf } from "~/features/erp/feeds/products-feed.test-support";
import { takeFeed } from "~/features/erp/feeds/take-feed.server";
import { priceBuyerOf, pricesForBuyer } from "~/features/ordering/pricing/buyer-prices.server";
import type { Database } from "~/lib/database.server";
import { openPostgres } from "~/lib/database-postgres.server";
import { openSqlite } from "~/lib/database-sqlite.server";
import { rawRequest } from "../support/raw-http.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { startSiteServer } from "../support/site-server.ts";
import { eventually } from "../support/smtp-sink.ts";
import { testDatabaseUrl } from "../support/test-engine.ts";

// On both engines: a product feed is taken once, applied whole or refused whole, row problems recorded.

const CONTEXT = { knownBrands: new Set(["aquatalia", "dockers"]) };
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
    const outcome = await takeFeed(database, first, CONTEXT, 1_000);
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
    const again = await takeFeed(database, first, CONTEXT, 2_000);
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
    const outcome = await takeFeed(database, file(...rows), CONTEXT, 3_000);
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
    const refused = await takeFeed(database, file(...rows), CONTEXT);
    expect(refused).toMatchObject({ status: "refused", problem: { code: "tooManyRefused" } });
    const missing = await takeFeed(
      database,
      { ...file(), bytes: new TextEncoder().encode("style_number,brand\r\n1,aquatalia") },
      CONTEXT,
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
      CONTEXT,
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

describe("a stock feed", () => {
  const stockFile = (...rows: string[]) => ({
    kind: "stock" as const,
    fileName: "stock.csv",
    source: "endpoint" as const,
    bytes: new TextEncoder().encode(rows.join("\n")),
  });
  const stock = () =>
    database.db
      .selectFrom("catalogue_stock")
      .select(["gtin", "erp_ats", "incoming_quantity", "incoming_date"])
      .orderBy("gtin")
      .execute();
  // SKUs the product feed tests above made: 22592-001 in 7 M, 22592-600 in 7.5 M (in GTIN order).
  const taupe7 = `00${upcOf(2)}`;
  const black7half = `00${upcOf(3)}`;

  it("replaces every SKU's stock with a snapshot's, and refuses a UPC the catalogue does not have", async () => {
    const outcome = await takeFeed(
      database,
      stockFile(
        "upc,ats,incoming_quantity,incoming_date",
        `${upcOf(3)},14,120,2026-12-15`,
        `${upcOf(2)},0,,`,
        `${upcOf(9999)},5,,`,
      ),
      CONTEXT,
    );
    expect(outcome).toMatchObject({ status: "applied", rowsApplied: 2 });
    if (outcome.status !== "applied") return;
    expect(outcome.refused.map(({ line, problem }) => ({ line, ...problem }))).toEqual([
      { line: 4, code: "unknownSku", column: "upc" },
    ]);
    expect(await stock()).toEqual([
      { gtin: taupe7, erp_ats: 0, incoming_quantity: 0, incoming_date: null },
      { gtin: black7half, erp_ats: 14, incoming_quantity: 120, incoming_date: "2026-12-15" },
    ]);
  });

  it("changes only the SKUs a delta names; a snapshot that leaves a SKU out leaves it with none", async () => {
    await takeFeed(database, stockFile("upc,ats,mode", `${upcOf(2)},6,delta`), CONTEXT);
    expect(await stock()).toEqual([
      { gtin: taupe7, erp_ats: 6, incoming_quantity: 0, incoming_date: null },
      { gtin: black7half, erp_ats: 14, incoming_quantity: 120, incoming_date: "2026-12-15" },
    ]);
    await takeFeed(database, stockFile("upc,ats", `${upcOf(2)},8`), CONTEXT);
    expect(await stock()).toEqual([
      { gtin: taupe7, erp_ats: 8, incoming_quantity: 0, incoming_date: null },
      { gtin: black7half, erp_ats: 0, incoming_quantity: 0, incoming_date: null },
    ]);
  });

  it("refuses a file whose rows say two modes, changing nothing", async () => {
    const before = await stock();
    const outcome = await takeFeed(
      database,
      stockFile("upc,ats,mode", `${upcOf(2)},1,delta`, `${upcOf(3)},1,snapshot`),
      CONTEXT,
    );
    expect(outcome).toMatchObject({ status: "refused", problem: { code: "badMode" } });
    expect(await stock()).toEqual(before);
  });
});

describe("a price feed", () => {
  const priceFile = (...rows: string[]) => ({
    kind: "prices" as const,
    fileName: "prices.csv",
    source: "inbox" as const,
    bytes: new TextEncoder().encode(
      ["list,list_kind,applies_to,starts_on,ends_on,item,upc,price", ...rows].join("\n"),
    ),
  });
  // SKUs the product feed tests above made: 22592-001 in 7 M, 22592-600 in 7.5 M.
  const taupe7 = `00${upcOf(2)}`;
  const black7half = `00${upcOf(3)}`;
  /** Noon at the head office on a day. */
  const noon = (day: string) => Date.parse(`${day}T17:00:00Z`);
  /** What a buyer pays for each of the two SKUs on a day, as "cents list" or "none". */
  const paid = async (customerNumber: string, groups: string[], day = "2026-11-29") => {
    const prices = await pricesForBuyer(
      database,
      { customerNumber, groups },
      ["22592-001", "22592-600"],
      noon(day),
    );
    return [taupe7, black7half].map((gtin) => {
      const price = prices.get(gtin);
      return price ? `${price.cents} ${price.listCode}` : "none";
    });
  };

  it("applies its lists, and a buyer pays by the one rule: own list, then groups' (the lower), then base", async () => {
    const outcome = await takeFeed(
      database,
      priceFile(
        "BASE,base,,,,22592-600,,189.00",
        "BASE,base,,,,22592-001,,189.00",
        `BASE,base,,,,22592-001,${upcOf(3)},150.00`,
        "G-INDEP,group,INDEP,,,22592-600,,180.00",
        "G-QC,group,QC-EAST,,,22592-600,,175.00",
        `C-10042,customer,C-10042,,,22592-600,${upcOf(3)},170.00`,
        "C-10042,customer,C-10042,2026-01-01,,22592-001,,150.00",
        "C-FUTURE,customer,C-10042,2027-01-15,,22592-001,,120.00",
        "C-OLD,customer,C-10042,2026-01-01,2026-11-28,22592-001,,110.00",
        "BASE,base,,,,99999-000,,10.00",
        "G-CHAIN,group,CHAIN,,,22592-001,,100.00",
        "C-20001,customer,C-20001,,,22592-001,,99.00",
      ),
      CONTEXT,
    );
    expect(outcome).toMatchObject({ status: "applied", rowsApplied: 9 });
    if (outcome.status !== "applied") return;
    expect(outcome.refused.map(({ line, problem }) => ({ line, ...problem }))).toEqual([
      { line: 4, code: "skuOfOtherColourway", column: "upc" },
      { line: 8, code: "conflictingList", column: "list", otherLine: 7 },
      { line: 11, code: "unknownColourway", column: "item" },
    ]);
    // The customer's own price for the one SKU its list names; the other SKU is the base list's, as its own
    // lists there are future, expired or refused, and its groups' do not price it.
    expect(await paid("C-10042", ["INDEP", "QC-EAST"])).toEqual(["18900 BASE", "17000 C-10042"]);
    // In one group, that group's price (not the other group's lower one, nor another customer's).
    expect(await paid("C-30003", ["INDEP"])).toEqual(["18900 BASE", "18000 G-INDEP"]);
    expect(await paid("C-30004", ["INDEP", "QC-EAST"])).toEqual(["18900 BASE", "17500 G-QC"]);
    // A future-dated list from its first day; an expired one up to its last.
    expect(await paid("C-10042", [], "2027-01-15")).toEqual(["12000 C-FUTURE", "17000 C-10042"]);
    expect(await paid("C-10042", [], "2026-11-28")).toEqual(["11000 C-OLD", "17000 C-10042"]);
  });

  it("replaces each list a later file names, whole, and leaves the others as they were", async () => {
    const outcome = await takeFeed(
      database,
      priceFile("G-QC,group,QC-EAST,2026-11-01,,22592-001,,160.00"),
      CONTEXT,
    );
    expect(outcome).toMatchObject({ status: "applied", rowsApplied: 1, refused: [] });
    expect(await paid("C-30004", ["QC-EAST"])).toEqual(["16000 G-QC", "18900 BASE"]);
    expect(await paid("C-10042", ["INDEP", "QC-EAST"])).toEqual(["16000 G-QC", "17000 C-10042"]);
    const list = await database.db
      .selectFrom("price_lists")
      .select(["kind", "applies_to", "starts_on", "ends_on"])
      .where("code", "=", "G-QC")
      .executeTakeFirst();
    expect(list).toEqual({ kind: "group", applies_to: "QC-EAST", starts_on: "2026-11-01", ends_on: null });
  });

  it("refuses rows a price cannot come from, each with its reason", async () => {
    const outcome = await takeFeed(
      database,
      priceFile(
        "BASE,wholesale,,,,22592-600,,189.00",
        "G-X,group,,,,22592-600,,189.00",
        "BASE,base,INDEP,,,22592-600,,189.00",
        "BASE,base,,2026-12-01,2026-11-01,22592-600,,189.00",
        "BASE,base,,2026-02-30,,22592-600,,189.00",
        "BASE,base,,,,22592-600,,0",
        "BASE,base,,,,22592-600,,-5.00",
        "BASE,base,,,,22592-600,036000291453,189.00",
        "BASE,base,,,,22592-600,,189.00",
        "BASE,base,,,,22592-600,,188.00",
        "BAD CODE,base,,,,22592-600,,189.00",
      ),
      CONTEXT,
    );
    if (outcome.status !== "applied") throw new Error(`refused whole: ${JSON.stringify(outcome)}`);
    expect(outcome.refused.map(({ line, problem }) => [line, problem.code, problem.column])).toEqual([
      [2, "badListKind", "list_kind"],
      [3, "missing", "applies_to"],
      [4, "notForBase", "applies_to"],
      [5, "endsBeforeStart", "ends_on"],
      [6, "badDate", "starts_on"],
      [7, "badMoney", "price"],
      [8, "badMoney", "price"],
      [9, "badGtin", "upc"],
      [11, "duplicatePrice", "item"],
      [12, "badCode", "list"],
    ]);
  });
});

describe("a customers feed", () => {
  const HEADER =
    "customer_number,legal_name,operating_name,terms,language,status,gst_hst_number,qst_number,credit_limit," +
    "open_balance,price_groups,ship_to,ship_to_name,store_number,street,city,province,postal_code";
  const customerFile = (...rows: string[]) => ({
    kind: "customers" as const,
    fileName: "customers.csv",
    source: "inbox" as const,
    bytes: new TextEncoder().encode([HEADER, ...rows].join("\r\n")),
  });
  const TREMBLAY =
    "C-10042,Chaussures Tremblay inc.,Tremblay,Net 30,fr,active,123456789RT0001,1234567890TQ0001,25000.00,-120.50,INDEP|QC-EAST";
  const shipTos = (customerNumber: string) =>
    database.db
      .selectFrom("customer_ship_tos")
      .select(["code", "name", "province", "postal_code", "status"])
      .where("customer_number", "=", customerNumber)
      .orderBy("code")
      .execute();

  it("applies each customer once with its price groups and ship-tos, and a buyer's groups price it", async () => {
    const outcome = await takeFeed(
      database,
      customerFile(
        `${TREMBLAY},MTL-1,Saint-Denis,12,1234 rue Saint-Denis,Montréal,QC,h2x 3k2`,
        `${TREMBLAY},QC-2,Québec,14,500 boul. Charest Est,Québec,QC,G1K 3J4`,
        "C-30003,Bayview Shoes Ltd.,,Net 60,en,on_hold,,,0,0,INDEP,TOR-1,Bayview,,1600 Bayview Ave,Toronto,ON,M4G 3B7",
      ),
      CONTEXT,
    );
    expect(outcome).toMatchObject({ status: "applied", rowsApplied: 3, refused: [] });
    const tremblay = await database.db
      .selectFrom("customers")
      .selectAll()
      .where("customer_number", "=", "C-10042")
      .executeTakeFirst();
    expect(tremblay).toMatchObject({
      legal_name: "Chaussures Tremblay inc.",
      operating_name: "Tremblay",
      terms: "Net 30",
      document_language: "fr",
      status: "active",
      gst_hst_number: "123456789RT0001",
      qst_number: "1234567890TQ0001",
      credit_limit_cents: 2_500_000,
      open_balance_cents: -12_050,
    });
    expect(await shipTos("C-10042")).toEqual([
      { code: "MTL-1", name: "Saint-Denis", province: "QC", postal_code: "H2X 3K2", status: "active" },
      { code: "QC-2", name: "Québec", province: "QC", postal_code: "G1K 3J4", status: "active" },
    ]);
    // The price lists the price feed tests applied: the customer's own price, then its groups' lowest.
    const buyer = await priceBuyerOf(database, "C-10042");
    expect(buyer.groups).toEqual(["INDEP", "QC-EAST"]);
    const prices = await pricesForBuyer(database, await priceBuyerOf(database, "C-30003"), ["22592-600"]);
    expect(prices.get(`00${upcOf(3)}`)).toMatchObject({ listCode: "G-INDEP" });
  });

  it("retires a ship-to a later file leaves out, and takes the customer's new groups", async () => {
    const changed = TREMBLAY.replace("INDEP|QC-EAST", "QC-EAST");
    await takeFeed(
      database,
      customerFile(`${changed},MTL-1,Saint-Denis,12,1234 rue Saint-Denis,Montréal,QC,H2X 3K2`),
      CONTEXT,
    );
    expect((await shipTos("C-10042")).map((shipTo) => `${shipTo.code} ${shipTo.status}`)).toEqual([
      "MTL-1 active",
      "QC-2 retired",
    ]);
    expect((await priceBuyerOf(database, "C-10042")).groups).toEqual(["QC-EAST"]);
    // A customer the file does not name is unchanged.
    expect(await shipTos("C-30003")).toHaveLength(1);
  });

  it("reads whether a customer's orders must carry its PO number, yes or no as ERPs write it", async () => {
    const header =
      "customer_number,legal_name,terms,language,status,po_required,ship_to,ship_to_name,street,city,province,postal_code";
    const door = "S-1,Shop,1 Main St,Toronto,ON,M4G 3B7";
    const outcome = await takeFeed(
      database,
      {
        ...customerFile(),
        fileName: "customers-po.csv",
        bytes: new TextEncoder().encode(
          [
            header,
            `C-61,PO Shoes,Net 30,en,active,Yes,${door}`,
            `C-62,No PO Shoes,Net 30,en,active,,${door}`,
            `C-63,Maybe Shoes,Net 30,en,active,maybe,${door}`,
          ].join("\n"),
        ),
      },
      CONTEXT,
    );
    if (outcome.status !== "applied") throw new Error(`refused whole: ${JSON.stringify(outcome)}`);
    expect(outcome.refused.map(({ line, problem }) => [line, problem.code, problem.column])).toEqual([
      [4, "badFlag", "po_required"],
    ]);
    const rows = await database.db
      .selectFrom("customers")
      .select(["customer_number", "po_required"])
      .where("customer_number", "in", ["C-61", "C-62"])
      .orderBy("customer_number")
      .execute();
    expect(rows).toEqual([
      { customer_number: "C-61", po_required: 1 },
      { customer_number: "C-62", po_required: 0 },
    ]);
  });

  it("refuses rows a customer cannot come from, each with its reason", async () => {
    const shop = (customer: string, shipTo = "S-1,Shop,,1 Main St,Toronto,ON,M4G 3B7") =>
      `${customer},${shipTo}`;
    const good = "C-50005,Good Shoes Ltd.,,Net 30,en,active,,,0,0,";
    const outcome = await takeFeed(
      database,
      customerFile(
        shop(good),
        shop(good.replace(",en,", ",de,")),
        shop(good.replace(",active,", ",closed,")),
        shop(good.replace(",,,0,0,", ",123456789,,0,0,")),
        shop(good.replace(",,0,0,", ",1234567890,0,0,")),
        shop(good.replace(",0,0,", ",lots,0,")),
        shop(good.replace(",0,0,", ",0,0,IN DEP")),
        shop(good, "S-2,Shop,,1 Main St,Toronto,XX,M4G 3B7"),
        shop(good, "S-3,Shop,,1 Main St,Toronto,ON,H2X 3K2"),
        shop(good.replace("Net 30", "Net 45")),
        shop(good),
        shop(good, "S-4,Shop,,1 Main St,,ON,M4G 3B7"),
        // Enough good rows that the bad ones are a few to fix, not a file to send again.
        ...Array.from({ length: 100 }, (_, index) =>
          shop(good, `S-${100 + index},Shop,,1 Main St,Toronto,ON,M4G 3B7`),
        ),
      ),
      CONTEXT,
    );
    if (outcome.status !== "applied") throw new Error(`refused whole: ${JSON.stringify(outcome)}`);
    expect(outcome.refused.map(({ line, problem }) => [line, problem.code, problem.column])).toEqual([
      [3, "badLanguage", "language"],
      [4, "badStatus", "status"],
      [5, "badTaxNumber", "gst_hst_number"],
      [6, "badTaxNumber", "qst_number"],
      [7, "badMoney", "credit_limit"],
      [8, "badCode", "price_groups"],
      [9, "badProvince", "province"],
      [10, "badPostalCode", "postal_code"],
      [11, "conflictingCustomer", "customer_number"],
      [12, "duplicateShipTo", "ship_to"],
      [13, "missing", "city"],
    ]);
    expect(await shipTos("C-50005")).toHaveLength(101);
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

describe("the ERP feed endpoint", () => {
  const TOKEN = "erp-feed-token-of-the-test-site-0123456789";
  const SECRET = "erp-feed-secret-of-the-test-site-0123456789";
  const products = file(productRow({ style_number: "60001", upc: upcOf(600) })).bytes;
  const signature = (body: Uint8Array, secret = SECRET) =>
    `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
  const post = (origin: string, kind: string, body: Uint8Array, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/erp/feeds/${kind}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        "Content-Type": "text/csv",
        "X-Feed-Signature": signature(body),
        "X-Feed-Name": "products-2026-11-29.csv",
        ...headers,
      },
      body: Buffer.from(body),
    });

  it("takes a signed file from the ERP once, and refuses everyone else", async () => {
    const site = await startSiteServer({ ERP_FEED_TOKEN: TOKEN, ERP_FEED_SECRET: SECRET });
    try {
      const applied = await post(site.origin, "products", products);
      expect(applied.status).toBe(200);
      expect(applied.headers.get("Cache-Control")).toBe("no-store");
      expect(await applied.json()).toMatchObject({ status: "applied", rowsApplied: 1, rowsRefused: 0 });
      const again = await post(site.origin, "products", products);
      expect(await again.json()).toMatchObject({ status: "alreadyTaken" });

      const refusals: Array<[Response, number, string]> = [
        [
          await post(site.origin, "products", products, { Authorization: "Bearer not-the-token" }),
          401,
          "unauthorized",
        ],
        [await post(site.origin, "products", products, { Authorization: "" }), 401, "unauthorized"],
        [
          await post(site.origin, "products", products, {
            "X-Feed-Signature": signature(products, "another secret of 32 characters or more"),
          }),
          403,
          "bad_signature",
        ],
        [await post(site.origin, "products", products, { "X-Feed-Signature": "" }), 403, "bad_signature"],
        [await post(site.origin, "orders", products), 404, "not_found"],
        [
          await post(site.origin, "products", products, { "Content-Type": "application/json" }),
          415,
          "unsupported_media_type",
        ],
      ];
      for (const [response, status, error] of refusals) {
        expect(response.status, error).toBe(status);
        expect(await response.json()).toEqual({ error });
      }
      const bad = new TextEncoder().encode("style_number\r\n1");
      const refused = await post(site.origin, "products", bad, { "X-Feed-Signature": signature(bad) });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ status: "refused", problem: { code: "missingColumns" } });
      // Refused on its declared length, before a byte of it is read.
      const huge = await rawRequest(site.origin, {
        method: "POST",
        path: "/api/erp/feeds/stock",
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          "Content-Type": "text/csv",
          "Content-Length": String(64 * 1024 * 1024),
        },
      });
      expect(huge.status).toBe(413);
      // The body and the token never reach the log.
      expect(site.output()).not.toContain("60001");
      expect(site.output()).not.toContain(TOKEN);
    } finally {
      await site.stop();
    }
  });

  it("is not there until the ERP's token and secret are configured", async () => {
    const site = await startSiteServer();
    try {
      const response = await post(site.origin, "products", products);
      expect(response.status).toBe(404);
    } finally {
      await site.stop();
    }
  });
});
