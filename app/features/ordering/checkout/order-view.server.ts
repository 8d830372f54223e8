import type { SalesTaxCode } from "@content/ordering/sales-tax";
import type { Translate } from "~/features/i18n";
import { formatCompanyTime, formatCompanyTimestamp } from "~/lib/company-time";
import { config } from "~/lib/config.server";
import type { Database } from "~/lib/database.server";
import { dateTimeFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import { tradeFormats } from "../catalogue/trade-formats";
import { ratePercent } from "./checkout-page.server";
import { type OrderShipTo, orderNumberOf } from "./place-order.server";
import { shipPromise } from "./ship-promise";

/** An order as its confirmation shows it, in the reader's language. */
export interface ShownOrder {
  number: string;
  status: "placed" | "credit_review";
  placedAt: string;
  buyer: string;
  poNumber: string;
  shipTo: { name: string; lines: string[] };
  requestedShipOn: string | null;
  cancelOn: string | null;
  notes: string;
  terms: string;
  lines: {
    line: number;
    name: string;
    itemNumber: string;
    size: string;
    quantity: number;
    shipping: number;
    backordered: number;
    price: string;
    total: string;
  }[];
  subtotal: string;
  taxes: { label: string; amount: string }[];
  total: string;
  /** The same-day promise as this order met it, for its lines in stock; null when none ships now. */
  promise: string | null;
  /** Our sales-tax registrations as the order carries them (QST on a Quebec order), in sentences. */
  registrations: string[];
}

/** `123456789RT0001` as people write it: `123456789 RT0001`. */
const spacedRegistration = (number: string) => number.replace(/^(\d+)/, "$1 ");

/**
 * Our GST/HST registration on every order, and our QST registration on a Quebec one (ORDERING.md §4), each
 * as configured; none that is not.
 */
function registrationsOf(province: string, t: Translate): string[] {
  const { gstHst, qst } = config().taxRegistrations;
  return [
    gstHst ? t("trade.order.registrations.gstHst", { number: spacedRegistration(gstHst) }) : "",
    qst && province === "QC" ? t("trade.order.registrations.qst", { number: spacedRegistration(qst) }) : "",
  ].filter(Boolean);
}

/** The cut-off (`14:00`) as the reader reads a time: "2:00 p.m.", « 14 h 00 ». */
export function cutoffTime(cutoff: string, language: Language): string {
  const [hour = 0, minute = 0] = cutoff.split(":").map(Number);
  return dateTimeFormat(LANGUAGE_LOCALES[language], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, hour, minute));
}

/**
 * One of the customer's orders as its confirmation shows it; undefined for an order of another customer or
 * none, so no id a request names reaches another retailer's order.
 */
export async function orderForCustomer(
  database: Database,
  customerNumber: string,
  orderId: number,
  language: Language,
  t: Translate,
): Promise<ShownOrder | undefined> {
  const order = await database.db
    .selectFrom("orders")
    .innerJoin("buyer_accounts", "buyer_accounts.id", "orders.buyer_id")
    .selectAll("orders")
    .select("buyer_accounts.name as buyer_name")
    .where("orders.id", "=", orderId)
    .where("orders.customer_number", "=", customerNumber)
    .executeTakeFirst();
  if (!order) return undefined;
  const [lines, taxes] = await Promise.all([
    database.db
      .selectFrom("order_lines")
      .leftJoin("catalogue_colourways", "catalogue_colourways.item_number", "order_lines.item_number")
      .leftJoin("catalogue_styles", "catalogue_styles.style_number", "order_lines.style_number")
      .select([
        "order_lines.line",
        "order_lines.item_number",
        "order_lines.size",
        "order_lines.width",
        "order_lines.quantity",
        "order_lines.shipping",
        "order_lines.backordered",
        "order_lines.price_cents",
        "catalogue_styles.name_en",
        "catalogue_styles.name_fr",
        "catalogue_colourways.colour_name_en",
        "catalogue_colourways.colour_name_fr",
      ])
      .where("order_lines.order_id", "=", orderId)
      .orderBy("order_lines.line")
      .execute(),
    database.db
      .selectFrom("order_taxes")
      .select(["code", "rate_ppm", "amount_cents"])
      .where("order_id", "=", orderId)
      .execute(),
  ]);
  const format = tradeFormats(language);
  const shipTo = JSON.parse(order.ship_to) as OrderShipTo;
  const taxOrder = ["GST", "HST", "QST", "PST", "RST"];
  return {
    number: orderNumberOf(order.id),
    status: order.status,
    placedAt: formatCompanyTime(order.placed_at, LANGUAGE_LOCALES[language]),
    buyer: order.buyer_name,
    poNumber: order.po_number,
    shipTo: {
      name: shipTo.name,
      lines: [
        shipTo.storeNumber ? t("trade.checkout.store", { number: shipTo.storeNumber }) : "",
        shipTo.street,
        `${shipTo.city} ${shipTo.province} ${shipTo.postalCode}`,
      ].filter(Boolean),
    },
    requestedShipOn: order.requested_ship_on && format.day(order.requested_ship_on),
    cancelOn: order.cancel_on && format.day(order.cancel_on),
    notes: order.notes,
    terms: order.terms,
    lines: lines.map((line) => {
      const style = language === "fr" ? line.name_fr : line.name_en;
      const colour = language === "fr" ? line.colour_name_fr : line.colour_name_en;
      return {
        line: line.line,
        name: [style, colour].filter(Boolean).join(", ") || line.item_number,
        itemNumber: line.item_number,
        size: line.width ? `${line.size} ${line.width}` : line.size,
        quantity: line.quantity,
        shipping: line.shipping,
        backordered: line.backordered,
        price: format.money(line.price_cents),
        total: format.money((line.shipping + line.backordered) * line.price_cents),
      };
    }),
    subtotal: format.money(order.subtotal_cents),
    taxes: taxes
      .sort((a, b) => taxOrder.indexOf(a.code) - taxOrder.indexOf(b.code))
      .map((tax) => ({
        label: t("trade.order.taxLine", {
          name: t(`trade.order.taxes.${tax.code as SalesTaxCode}`),
          rate: ratePercent(tax.rate_ppm, language),
        }),
        amount: format.money(tax.amount_cents),
      })),
    total: format.money(order.total_cents),
    promise: lines.some((line) => line.shipping > 0) ? promiseOf(order.placed_at, language, t) : null,
    registrations: registrationsOf(shipTo.province, t),
  };
}

/** Whether an order placed at `placedAt` made the same-day cut-off, in a sentence (issue 51 §3). */
function promiseOf(placedAt: number, language: Language, t: Translate): string {
  const { cutoff, hours } = config().orderPromise;
  // "2026-12-01 13:59 EST": the head office's day and time.
  const [day = "", time = ""] = formatCompanyTimestamp(placedAt).split(" ");
  const promise = shipPromise(day, time, cutoff);
  const at = cutoffTime(cutoff, language);
  return promise.madeCutoff
    ? t("trade.order.promiseMade", { time: at, hours })
    : t("trade.order.promiseNext", { time: at, day: tradeFormats(language).day(promise.shipsOn) });
}
