import { sql, type Transaction } from "kysely";
import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import type { DatabaseSchema, Engine } from "~/lib/database-schema";
import { lineSplit } from "../cart/cart-rules";
import { type CartLine, type CartOwner, cartLines } from "../cart/cart-store.server";
import { salesTaxLines, type TaxLine } from "./sales-tax";

/** What the checkout form sends, checked (`checkoutSchema`). */
export interface CheckoutChoices {
  /** The ship-to's code, one of the customer's active doors. */
  shipTo: string;
  poNumber: string;
  /** Days (`2026-12-15`), or null. */
  requestedShipOn: string | null;
  cancelOn: string | null;
  notes: string;
  /** The form's own key: the same form sent again finds the order it placed. */
  key: string;
}

/** The ship-to as an order keeps it. */
export interface OrderShipTo {
  code: string;
  name: string;
  storeNumber: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

/** A line short of stock at checkout that the buyer has not said what to do with, and what is available now. */
export interface ShortLine {
  gtin: string;
  available: number;
}

/**
 * What became of a checkout: an order placed (or found again for the same form), or nothing saved and why:
 * an empty cart, a ship-to that is not one of the customer's, a PO number it requires, a line no price list
 * prices any more, the cart changed meanwhile (on another device), or lines short of stock that need the
 * buyer's choice.
 */
export type CheckoutOutcome =
  | { status: "placed"; orderId: number; again: boolean }
  | { status: "refused"; reason: "empty" | "unknownShipTo" | "poRequired" | "cartChanged" }
  | { status: "unpriced"; gtins: string[] }
  | { status: "short"; lines: ShortLine[] };

/** Thrown inside the order's transaction to roll it back whole with an answer for the buyer. */
class NotPlaced extends Error {
  constructor(readonly outcome: CheckoutOutcome) {
    super(outcome.status);
  }
}

/** Lines reserved in one statement: two parameters a line, well inside both engines' limits. */
const RESERVE_BATCH = 500;

/**
 * Reserves each line's whole quantity where the stock allows it, a batch of SKUs a statement: one conditional
 * update, `reserved + q` only while `erp_ats - reserved >= q` (decision 333). On PostgreSQL the SKUs' rows are
 * locked first, in GTIN order, so two checkouts never wait on each other in a circle and what this transaction
 * reads of them holds until it ends; SQLite's transaction holds the whole database's write lock already.
 * Returns the GTINs reserved whole.
 */
async function reserveWhole(
  tx: Transaction<DatabaseSchema>,
  engine: Engine,
  lines: readonly CartLine[],
  now: number,
): Promise<Set<string>> {
  const whole = new Set<string>();
  for (let start = 0; start < lines.length; start += RESERVE_BATCH) {
    const batch = lines.slice(start, start + RESERVE_BATCH);
    if (engine === "postgres")
      await tx
        .selectFrom("catalogue_stock")
        .select("gtin")
        .where(
          "gtin",
          "in",
          batch.map((line) => line.gtin),
        )
        .orderBy("gtin")
        .forUpdate()
        .execute();
    // A VALUES list's columns are column1, column2 on both engines.
    const wanted = sql.join(batch.map((line) => sql`(${line.gtin}, CAST(${line.quantity} AS integer))`));
    const { rows } = await sql<{ gtin: string }>`
      UPDATE catalogue_stock SET reserved = reserved + wanted.column2, updated_at = ${now}
      FROM (VALUES ${wanted}) AS wanted
      WHERE catalogue_stock.gtin = wanted.column1
        AND catalogue_stock.erp_ats - catalogue_stock.reserved >= wanted.column2
      RETURNING catalogue_stock.gtin`.execute(tx);
    for (const row of rows) whole.add(row.gtin);
  }
  return whole;
}

/** Reserves what is left of a SKU, up to `quantity` (its row is locked, or the database is): the units reserved. */
async function reserveWhatIsLeft(
  tx: Transaction<DatabaseSchema>,
  gtin: string,
  quantity: number,
  now: number,
): Promise<number> {
  const row = await tx
    .selectFrom("catalogue_stock")
    .select(["erp_ats", "reserved"])
    .where("gtin", "=", gtin)
    .executeTakeFirst();
  const wanted = Math.min(quantity, Math.max(0, (row?.erp_ats ?? 0) - (row?.reserved ?? 0)));
  if (wanted === 0) return 0;
  const { numUpdatedRows } = await tx
    .updateTable("catalogue_stock")
    .set((set) => ({ reserved: set("reserved", "+", wanted), updated_at: now }))
    .where("gtin", "=", gtin)
    .where((where) => where(where("erp_ats", "-", where.ref("reserved")), ">=", wanted))
    .executeTakeFirst();
  return numUpdatedRows === 1n ? wanted : 0;
}

/** The order number buyers and staff read: `W-` and six digits or more (`W-000042`). */
export function orderNumberOf(orderId: number): string {
  return `W-${String(orderId).padStart(6, "0")}`;
}

/** An order number as typed or linked (`W-000042`, `w42`), as its id; undefined when it is not one. */
export function orderIdOf(orderNumber: string): number | undefined {
  const match = /^W-?(\d{1,12})$/i.exec(orderNumber.trim());
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Whether the customer has an earlier order with this PO number: the checkout warns, it does not refuse. */
export async function poNumberUsed(
  database: Database,
  customerNumber: string,
  poNumber: string,
): Promise<boolean> {
  if (poNumber === "") return false;
  const row = await database.db
    .selectFrom("orders")
    .select("id")
    .where("customer_number", "=", customerNumber)
    .where("po_number", "=", poNumber)
    .executeTakeFirst();
  return row !== undefined;
}

const cartKey = (lines: readonly { gtin: string; quantity: number; shortage: string | null }[]) =>
  lines
    .map((line) => `${line.gtin}:${line.quantity}:${line.shortage ?? ""}`)
    .sort()
    .join(",");

/**
 * Places the owner's cart as one order (issue 51 §3–4, decision 333), all or nothing, in one transaction that
 * no other checkout of the same buyer runs beside: the form's key finds an order already placed by it; each
 * SKU's units are reserved by a conditional update; prices are the buyer's on the day (the one rule, decision
 * 324); each sales tax of the ship-to's province is its own line; an order over the customer's credit limit
 * (open balance and this order), or of a customer on hold, is taken and held for credit review. The cart is
 * emptied of what was ordered. Anything short without the buyer's choice comes back as `short`, nothing saved.
 */
export async function placeOrder(
  database: Database,
  owner: CartOwner,
  choices: CheckoutChoices,
  now = Date.now(),
): Promise<CheckoutOutcome> {
  const placedBefore = async () =>
    database.db
      .selectFrom("orders")
      .select(["id", "buyer_id"])
      .where("idempotency_key", "=", choices.key)
      .executeTakeFirst();
  const before = await placedBefore();
  if (before)
    return before.buyer_id === owner.buyerId
      ? { status: "placed", orderId: before.id, again: true }
      : { status: "refused", reason: "cartChanged" };

  const [customer, shipTo, lines] = await Promise.all([
    database.db
      .selectFrom("customers")
      .select([
        "terms",
        "credit_limit_cents",
        "open_balance_cents",
        "document_language",
        "status",
        "pst_number",
        "po_required",
      ])
      .where("customer_number", "=", owner.customerNumber)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom("customer_ship_tos")
      .select(["code", "name", "store_number", "street", "city", "province", "postal_code"])
      .where("customer_number", "=", owner.customerNumber)
      .where("code", "=", choices.shipTo)
      .where("status", "=", "active")
      .executeTakeFirst(),
    cartLines(database, owner, now),
  ]);
  if (lines.length === 0) return { status: "refused", reason: "empty" };
  if (!shipTo) return { status: "refused", reason: "unknownShipTo" };
  if (customer.po_required === 1 && choices.poNumber === "")
    return { status: "refused", reason: "poRequired" };
  const unpriced = lines.filter((line) => line.priceCents === null).map((line) => line.gtin);
  if (unpriced.length > 0) return { status: "unpriced", gtins: unpriced };

  try {
    return await database.exclusive(`checkout:${owner.buyerId}`, async (tx) => {
      const again = await tx
        .selectFrom("orders")
        .select(["id", "buyer_id"])
        .where("idempotency_key", "=", choices.key)
        .executeTakeFirst();
      if (again) return { status: "placed", orderId: again.id, again: true } as const;
      const held = await tx
        .selectFrom("cart_lines")
        .select(["gtin", "quantity", "shortage"])
        .where("buyer_id", "=", owner.buyerId)
        .execute();
      if (cartKey(held) !== cartKey(lines)) throw new NotPlaced({ status: "refused", reason: "cartChanged" });
      const placed = await reserveLines(tx, database.engine, lines, now);
      const subtotal = placed.reduce(
        (sum, line) => sum + (line.shipping + line.backordered) * line.priceCents,
        0,
      );
      const taxes = salesTaxLines(subtotal, shipTo.province, companyDay(now), customer.pst_number);
      const tax = taxes.reduce((sum, line) => sum + line.amountCents, 0);
      const total = subtotal + tax;
      const overCredit =
        customer.status === "on_hold" ||
        Number(customer.open_balance_cents) + total > Number(customer.credit_limit_cents);
      const ordered: OrderShipTo = {
        code: shipTo.code,
        name: shipTo.name,
        storeNumber: shipTo.store_number,
        street: shipTo.street,
        city: shipTo.city,
        province: shipTo.province,
        postalCode: shipTo.postal_code,
      };
      const { id } = await tx
        .insertInto("orders")
        .values({
          customer_number: owner.customerNumber,
          buyer_id: owner.buyerId,
          ship_to: JSON.stringify(ordered),
          province: shipTo.province,
          po_number: choices.poNumber,
          requested_ship_on: choices.requestedShipOn,
          cancel_on: choices.cancelOn,
          notes: choices.notes,
          terms: customer.terms,
          status: overCredit ? "credit_review" : "placed",
          // A Quebec door's documents are in French (Charter of the French language, s. 57).
          document_language: shipTo.province === "QC" ? "fr" : customer.document_language,
          subtotal_cents: subtotal,
          tax_cents: tax,
          total_cents: total,
          idempotency_key: choices.key,
          placed_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertLines(tx, id, placed);
      await insertTaxes(tx, id, taxes);
      await tx.deleteFrom("cart_lines").where("buyer_id", "=", owner.buyerId).execute();
      return { status: "placed", orderId: id, again: false } as const;
    });
  } catch (error) {
    if (error instanceof NotPlaced) return error.outcome;
    // Two submissions of one form on two instances: the second's insert met the first's key.
    const first = await placedBefore();
    if (first?.buyer_id === owner.buyerId) return { status: "placed", orderId: first.id, again: true };
    throw error;
  }
}

interface PlacedLine extends CartLine {
  priceCents: number;
  shipping: number;
  backordered: number;
}

/** Reserves every line's units, or throws `short` with each line that needs the buyer's choice. */
async function reserveLines(
  tx: Transaction<DatabaseSchema>,
  engine: Engine,
  lines: readonly CartLine[],
  now: number,
): Promise<PlacedLine[]> {
  const placed: PlacedLine[] = [];
  const short: ShortLine[] = [];
  // One cart line per SKU (the cart's key), so each SKU's units are summed already.
  const sorted = [...lines].sort((a, b) => a.gtin.localeCompare(b.gtin));
  const whole = await reserveWhole(tx, engine, sorted, now);
  for (const line of sorted) {
    const reserved = whole.has(line.gtin)
      ? line.quantity
      : line.shortage === null
        ? 0
        : await reserveWhatIsLeft(tx, line.gtin, line.quantity, now);
    if (reserved < line.quantity && line.shortage === null) {
      const row = await tx
        .selectFrom("catalogue_stock")
        .select(["erp_ats", "reserved"])
        .where("gtin", "=", line.gtin)
        .executeTakeFirst();
      short.push({ gtin: line.gtin, available: Math.max(0, (row?.erp_ats ?? 0) - (row?.reserved ?? 0)) });
      continue;
    }
    const split = lineSplit(line.quantity, reserved, line.shortage);
    placed.push({
      ...line,
      priceCents: line.priceCents ?? 0,
      shipping: split.shipping,
      backordered: split.backordered,
    });
  }
  if (short.length > 0) throw new NotPlaced({ status: "short", lines: short });
  // The order lists its lines as the cart did.
  return placed.sort((a, b) => a.addedAt - b.addedAt || a.gtin.localeCompare(b.gtin));
}

const ROWS_AT_ONCE = 200;

async function insertLines(
  tx: Transaction<DatabaseSchema>,
  orderId: number,
  lines: readonly PlacedLine[],
): Promise<void> {
  for (let start = 0; start < lines.length; start += ROWS_AT_ONCE)
    await tx
      .insertInto("order_lines")
      .values(
        lines.slice(start, start + ROWS_AT_ONCE).map((line, index) => ({
          order_id: orderId,
          line: start + index + 1,
          gtin: line.gtin,
          item_number: line.itemNumber,
          style_number: line.styleNumber,
          size: line.size,
          width: line.width,
          quantity: line.quantity,
          shipping: line.shipping,
          backordered: line.backordered,
          price_cents: line.priceCents,
        })),
      )
      .execute();
}

async function insertTaxes(
  tx: Transaction<DatabaseSchema>,
  orderId: number,
  taxes: readonly TaxLine[],
): Promise<void> {
  if (taxes.length === 0) return;
  await tx
    .insertInto("order_taxes")
    .values(
      taxes.map((tax) => ({
        order_id: orderId,
        code: tax.code,
        rate_ppm: tax.ratePpm,
        base_cents: tax.baseCents,
        amount_cents: tax.amountCents,
      })),
    )
    .execute();
}
