import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRODUCT_COLUMNS } from "~/features/erp/feeds/columns";
import { productRow, upcOf } from "~/features/erp/feeds/products-feed.test-support";
import { takeFeed } from "~/features/erp/feeds/take-feed.server";
import {
  addToCart,
  type CartOwner,
  cartLines,
  changeCartLines,
} from "~/features/ordering/cart/cart-store.server";
import { idleCartsDue } from "~/features/ordering/cart/idle-carts.server";
import { orderConfirmationPdf } from "~/features/ordering/checkout/order-pdf.server";
import { type CheckoutChoices, placeOrder } from "~/features/ordering/checkout/place-order.server";
import type { Database } from "~/lib/database.server";
import { openPostgres } from "~/lib/database-postgres.server";
import { openSqlite } from "~/lib/database-sqlite.server";
import { pdfPages } from "../support/pdf-text.ts";
import { testDatabaseUrl } from "../support/test-engine.ts";

// Issue 51 §3–4 on both engines: one order per intent, each SKU reserved by a conditional update, tax lines by
// the ship-to's province, credit holds, and the race for the last units.

// Our registrations as a deployment configures them, read when a confirmation is first printed.
process.env.GST_HST_NUMBER = "123456789 RT0001";
process.env.QST_NUMBER = "1234567890TQ0001";

const SKU = { A: upcOf(801), B: upcOf(802), CASE6: upcOf(803), UNPRICED: upcOf(804) };
const gtin = (upc: string) => upc.padStart(14, "0");
const CUSTOMER = "C-700";
const NOW = Date.parse("2026-12-01T15:00:00Z");
let dataDir: string;
let database: Database;
let owner: CartOwner;
let keys = 0;

const choices = (changes: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
  shipTo: "ON1",
  poNumber: "",
  requestedShipOn: null,
  cancelOn: null,
  notes: "",
  key: `key-${++keys}`,
  ...changes,
});

async function setStock(upc: string, ats: number, reserved = 0) {
  await database.db.deleteFrom("catalogue_stock").where("gtin", "=", gtin(upc)).execute();
  await database.db
    .insertInto("catalogue_stock")
    .values({ gtin: gtin(upc), erp_ats: ats, reserved, incoming_date: null, updated_at: 0 })
    .execute();
}

const reservedOf = async (upc: string) =>
  (
    await database.db
      .selectFrom("catalogue_stock")
      .select("reserved")
      .where("gtin", "=", gtin(upc))
      .executeTakeFirstOrThrow()
  ).reserved;

async function addBuyer(email: string): Promise<number> {
  const { id } = await database.db
    .insertInto("buyer_accounts")
    .values({
      email,
      name: "A Buyer",
      customer_number: CUSTOMER,
      role: "buyer",
      language: "en",
      state: "active",
      password_hash: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      created_at: 0,
      updated_at: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-checkout-"));
  const url = await testDatabaseUrl(dataDir);
  database = url ? await openPostgres(url) : await openSqlite(dataDir);
  const products = [
    productRow({ upc: SKU.A, size: "7" }),
    productRow({ upc: SKU.B, size: "8" }),
    productRow({ upc: SKU.CASE6, size: "9", case_pack: "6" }),
    productRow({ upc: SKU.UNPRICED, style_number: "30000", colour_code: "100", size: "7" }),
  ];
  const taken = await takeFeed(
    database,
    {
      kind: "products",
      fileName: "products.csv",
      source: "inbox",
      bytes: new TextEncoder().encode([PRODUCT_COLUMNS.join(","), ...products].join("\n")),
    },
    { knownBrands: new Set(["aquatalia"]) },
  );
  expect(taken.status).toBe("applied");
  await database.db
    .insertInto("price_lists")
    .values({ code: "BASE", kind: "base", applies_to: "", starts_on: null, ends_on: null, updated_at: 0 })
    .execute();
  await database.db
    .insertInto("catalogue_prices")
    .values({ list_code: "BASE", item_number: "22592-600", gtin: "", price_cents: 6_200 })
    .execute();
  await database.db
    .insertInto("customers")
    .values({
      customer_number: CUSTOMER,
      legal_name: "Bayview Shoes Inc.",
      terms: "Net 30",
      credit_limit_cents: 10_000_000,
      open_balance_cents: 0,
      document_language: "en",
      status: "active",
      updated_at: 0,
    })
    .execute();
  const door = (code: string, province: string, postal: string) => ({
    customer_number: CUSTOMER,
    code,
    name: `Store ${code}`,
    street: "1 Main St",
    city: "Somewhere",
    province,
    postal_code: postal,
    status: "active" as const,
    updated_at: 0,
  });
  await database.db
    .insertInto("customer_ship_tos")
    .values([door("ON1", "ON", "L6J 1A1"), door("QC1", "QC", "H2X 3K2"), door("BC1", "BC", "V6B 1A1")])
    .execute();
  owner = { buyerId: await addBuyer("buyer@bayview.example"), customerNumber: CUSTOMER };
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.deleteFrom("cart_lines").execute();
  await database.db
    .updateTable("customers")
    .set({
      credit_limit_cents: 10_000_000,
      open_balance_cents: 0,
      status: "active",
      pst_number: "",
      po_required: 0,
    })
    .execute();
  for (const upc of [SKU.A, SKU.B, SKU.CASE6]) await setStock(upc, 100);
});

const orderRow = (id: number) =>
  database.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const taxesOf = (id: number) =>
  database.db
    .selectFrom("order_taxes")
    .select(["code", "amount_cents"])
    .where("order_id", "=", id)
    .orderBy("code")
    .execute();

describe("the cart", () => {
  it("adds whole case packs and says so, sums a SKU named twice, and refuses what it cannot sell", async () => {
    const outcomes = await addToCart(
      database,
      owner,
      [
        { gtin: gtin(SKU.A), quantity: 2 },
        { gtin: gtin(SKU.CASE6), quantity: 4 },
        { gtin: gtin(SKU.A), quantity: 3 },
        { gtin: gtin(SKU.UNPRICED), quantity: 1 },
        { gtin: "00000000000000", quantity: 1 },
      ],
      NOW,
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "added",
      "added",
      "added",
      "notOrderable",
      "unknown",
    ]);
    expect(outcomes[1]).toMatchObject({ quantity: 6, asked: 4, casePack: 6 });
    const lines = await cartLines(database, owner, NOW);
    expect(lines.map((line) => [line.gtin, line.quantity, line.priceCents])).toEqual([
      [gtin(SKU.A), 5, 6_200],
      [gtin(SKU.CASE6), 6, 6_200],
    ]);
    // Another buyer's cart is their own.
    const other = { buyerId: await addBuyer("other@bayview.example"), customerNumber: CUSTOMER };
    expect(await cartLines(database, other, NOW)).toEqual([]);
    await changeCartLines(database, owner, [{ gtin: gtin(SKU.A), quantity: 0, shortage: null }], NOW);
    expect((await cartLines(database, owner, NOW)).map((line) => line.gtin)).toEqual([gtin(SKU.CASE6)]);
  });
});

describe("idle carts", () => {
  const DAY = 86_400_000;
  it("tells the buyer a week before an idle cart is emptied, once per idle spell, then empties it", async () => {
    const start = Date.parse("2026-10-01T12:00:00Z");
    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 2 }], start);
    await addToCart(database, owner, [{ gtin: gtin(SKU.B), quantity: 1 }], start + DAY);
    const since = start + DAY;
    // 30 days: notice from day 23 after the last change, emptied on day 30.
    expect(await idleCartsDue(database, since + 22 * DAY, 30)).toEqual({ notices: [], emptied: 0 });
    const due = await idleCartsDue(database, since + 23 * DAY, 30);
    expect(due).toEqual({
      notices: [
        {
          email: "buyer@bayview.example",
          name: "A Buyer",
          language: "en",
          lines: 2,
          idleSince: since,
          expiresAt: since + 30 * DAY,
        },
      ],
      emptied: 0,
    });
    // Told once, whichever instance looks next.
    expect(await idleCartsDue(database, since + 24 * DAY, 30)).toEqual({ notices: [], emptied: 0 });
    // A change starts a new spell: no notice until it too idles, and then one again.
    await changeCartLines(
      database,
      owner,
      [{ gtin: gtin(SKU.B), quantity: 3, shortage: null }],
      since + 25 * DAY,
    );
    expect((await idleCartsDue(database, since + 40 * DAY, 30)).notices).toEqual([]);
    expect((await idleCartsDue(database, since + 49 * DAY, 30)).notices).toHaveLength(1);
    expect((await cartLines(database, owner)).length).toBe(2);
    expect(await idleCartsDue(database, since + 55 * DAY, 30)).toEqual({ notices: [], emptied: 1 });
    expect(await cartLines(database, owner)).toEqual([]);
  });
});

describe("placing an order", () => {
  it("reserves each SKU, charges the ship-to's tax as named lines, empties the cart; the same form again finds it", async () => {
    await addToCart(
      database,
      owner,
      [
        { gtin: gtin(SKU.A), quantity: 10 },
        { gtin: gtin(SKU.B), quantity: 5 },
      ],
      NOW,
    );
    const form = choices({ poNumber: "PO-1", requestedShipOn: "2026-12-10", notes: "Dock 2" });
    const placed = await placeOrder(database, owner, form, NOW);
    expect(placed).toMatchObject({ status: "placed", again: false });
    if (placed.status !== "placed") return;
    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({
      status: "placed",
      subtotal_cents: 93_000,
      tax_cents: 12_090,
      total_cents: 105_090,
      po_number: "PO-1",
      terms: "Net 30",
      province: "ON",
      document_language: "en",
    });
    expect(await taxesOf(placed.orderId)).toEqual([{ code: "HST", amount_cents: 12_090 }]);
    expect(await reservedOf(SKU.A)).toBe(10);
    expect(await reservedOf(SKU.B)).toBe(5);
    expect(await cartLines(database, owner, NOW)).toEqual([]);
    // A reload of the POST, a double click, a retried request: the same order, nothing reserved twice.
    expect(await placeOrder(database, owner, form, NOW)).toEqual({
      status: "placed",
      orderId: placed.orderId,
      again: true,
    });
    const twice = await Promise.all([
      placeOrder(database, owner, form, NOW),
      placeOrder(database, owner, form, NOW),
    ]);
    expect(twice.map((outcome) => outcome.status === "placed" && outcome.orderId)).toEqual([
      placed.orderId,
      placed.orderId,
    ]);
    expect(await reservedOf(SKU.A)).toBe(10);
  });

  it("charges GST and QST (on the price before GST) in Quebec with French documents, and no PST on file in BC", async () => {
    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 1 }], NOW);
    const quebec = await placeOrder(database, owner, choices({ shipTo: "QC1" }), NOW);
    if (quebec.status !== "placed") throw new Error(quebec.status);
    expect(await taxesOf(quebec.orderId)).toEqual([
      { code: "GST", amount_cents: 310 },
      { code: "QST", amount_cents: 618 },
    ]);
    expect((await orderRow(quebec.orderId)).document_language).toBe("fr");
    // Its confirmation in French: our GST/HST and QST registrations, the customer, the taxes by their French names.
    const pdf = await orderConfirmationPdf(database, CUSTOMER, quebec.orderId);
    const text = (await pdfPages(pdf?.bytes ?? new Uint8Array())).join(" ").replace(/\s+/g, " ");
    expect(pdf?.fileName).toMatch(/^commande-W-\d{6}\.pdf$/);
    for (const words of [
      "Confirmation de commande",
      "Numéro de client C-700",
      "Numéro d’inscription TPS/TVH 123456789 RT0001",
      "Numéro d’inscription TVQ 1234567890 TQ0001",
      "TPS (5",
      "TVQ (9,975",
      "Total ($ CA)",
    ])
      expect(text).toContain(words);
    // Another customer's number finds no order to print.
    expect(await orderConfirmationPdf(database, "C-NOT-OURS", quebec.orderId)).toBeUndefined();
    await database.db.updateTable("customers").set({ pst_number: "PST-1234-5678" }).execute();
    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 1 }], NOW);
    const bc = await placeOrder(database, owner, choices({ shipTo: "BC1" }), NOW);
    if (bc.status !== "placed") throw new Error(bc.status);
    expect(await taxesOf(bc.orderId)).toEqual([{ code: "GST", amount_cents: 310 }]);
  });

  it("holds an order over the credit limit, or of a customer on hold, for credit review instead of refusing it", async () => {
    await database.db
      .updateTable("customers")
      .set({ credit_limit_cents: 50_000, open_balance_cents: 45_000 })
      .execute();
    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 1 }], NOW);
    const over = await placeOrder(database, owner, choices(), NOW);
    if (over.status !== "placed") throw new Error(over.status);
    expect((await orderRow(over.orderId)).status).toBe("credit_review");
    await database.db
      .updateTable("customers")
      .set({ credit_limit_cents: 10_000_000, status: "on_hold" })
      .execute();
    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 1 }], NOW);
    const held = await placeOrder(database, owner, choices(), NOW);
    if (held.status !== "placed") throw new Error(held.status);
    expect((await orderRow(held.orderId)).status).toBe("credit_review");
  });

  it("refuses a door that is not the customer's, a missing PO where one is required, and an empty cart", async () => {
    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 1 }], NOW);
    expect(await placeOrder(database, owner, choices({ shipTo: "NOPE" }), NOW)).toEqual({
      status: "refused",
      reason: "unknownShipTo",
    });
    await database.db.updateTable("customers").set({ po_required: 1 }).execute();
    expect(await placeOrder(database, owner, choices(), NOW)).toEqual({
      status: "refused",
      reason: "poRequired",
    });
    await changeCartLines(database, owner, [{ gtin: gtin(SKU.A), quantity: 0, shortage: null }], NOW);
    expect(await placeOrder(database, owner, choices({ poNumber: "PO-2" }), NOW)).toEqual({
      status: "refused",
      reason: "empty",
    });
  });

  it("brings lines short of stock back to the buyer's choice, nothing saved; then backorders or cancels the rest", async () => {
    await addToCart(
      database,
      owner,
      [
        { gtin: gtin(SKU.A), quantity: 8 },
        { gtin: gtin(SKU.B), quantity: 2 },
      ],
      NOW,
    );
    await setStock(SKU.A, 5);
    const short = await placeOrder(database, owner, choices(), NOW);
    expect(short).toEqual({ status: "short", lines: [{ gtin: gtin(SKU.A), available: 5 }] });
    expect(await reservedOf(SKU.B)).toBe(0);
    expect(await cartLines(database, owner, NOW)).toHaveLength(2);

    await changeCartLines(database, owner, [{ gtin: gtin(SKU.A), quantity: 8, shortage: "backorder" }], NOW);
    const backordered = await placeOrder(database, owner, choices(), NOW);
    if (backordered.status !== "placed") throw new Error(backordered.status);
    const lines = await database.db
      .selectFrom("order_lines")
      .select(["gtin", "quantity", "shipping", "backordered"])
      .where("order_id", "=", backordered.orderId)
      .orderBy("line")
      .execute();
    expect(lines).toEqual([
      { gtin: gtin(SKU.A), quantity: 8, shipping: 5, backordered: 3 },
      { gtin: gtin(SKU.B), quantity: 2, shipping: 2, backordered: 0 },
    ]);
    // Backordered units are ordered and charged; cancelled ones are not.
    expect((await orderRow(backordered.orderId)).subtotal_cents).toBe(10 * 6_200);

    await addToCart(database, owner, [{ gtin: gtin(SKU.A), quantity: 4 }], NOW);
    await changeCartLines(database, owner, [{ gtin: gtin(SKU.A), quantity: 4, shortage: "cancel" }], NOW);
    await setStock(SKU.A, 6, 5);
    const cancelled = await placeOrder(database, owner, choices(), NOW);
    if (cancelled.status !== "placed") throw new Error(cancelled.status);
    expect(await orderRow(cancelled.orderId)).toMatchObject({ subtotal_cents: 6_200 });
    expect(await reservedOf(SKU.A)).toBe(6);
  });

  it("sells exactly the last 10 units to 50 checkouts racing for them, round after round, never below nothing", async () => {
    const buyers = [];
    for (let index = 0; index < 50; index++) buyers.push(await addBuyer(`racer${index}@bayview.example`));
    for (let round = 0; round < 3; round++) {
      await setStock(SKU.B, 10);
      const racers = buyers.map((buyerId) => ({ buyerId, customerNumber: CUSTOMER }));
      for (const racer of racers) await addToCart(database, racer, [{ gtin: gtin(SKU.B), quantity: 1 }], NOW);
      const outcomes = await Promise.all(racers.map((racer) => placeOrder(database, racer, choices(), NOW)));
      expect(outcomes.filter((outcome) => outcome.status === "placed")).toHaveLength(10);
      expect(outcomes.filter((outcome) => outcome.status === "short")).toHaveLength(40);
      expect(await reservedOf(SKU.B)).toBe(10);
      await database.db.deleteFrom("cart_lines").execute();
    }
  });
});
