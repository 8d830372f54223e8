import type { Translate } from "~/features/i18n";
import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import type { CartLine } from "../cart/cart-store.server";
import { tradeFormats } from "../catalogue/trade-formats";
import { salesTaxLines } from "./sales-tax";

/** A door the order may ship to, as the checkout lists it. */
export interface ShownDoor {
  code: string;
  name: string;
  /** "Store 12 · 1 Main St, Oakville ON L6J 1A1". */
  address: string;
  province: string;
}

/** What the checkout shows: the doors, the terms, and the order's money for the chosen door. */
export interface CheckoutSummary {
  doors: ShownDoor[];
  shipTo: string;
  terms: string;
  poRequired: boolean;
  units: number;
  lines: number;
  subtotal: string;
  taxes: { label: string; amount: string }[];
  total: string;
}

/** A rate in millionths as a percentage in the reader's language: "13 %", "9,975 %". */
export function ratePercent(ratePpm: number, language: Language): string {
  return numberFormat(LANGUAGE_LOCALES[language], { style: "percent", maximumFractionDigits: 3 }).format(
    ratePpm / 1_000_000,
  );
}

/**
 * The checkout's summary for `lines` shipped to the door `chosen` (the first active one when it names none of
 * the customer's): its sales taxes as the order will charge them today, so the buyer sees the total first.
 */
export async function checkoutSummary(
  database: Database,
  customerNumber: string,
  lines: readonly CartLine[],
  chosen: string | null,
  language: Language,
  t: Translate,
  now = Date.now(),
): Promise<CheckoutSummary> {
  const [customer, doors] = await Promise.all([
    database.db
      .selectFrom("customers")
      .select(["terms", "pst_number", "po_required"])
      .where("customer_number", "=", customerNumber)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom("customer_ship_tos")
      .select(["code", "name", "store_number", "street", "city", "province", "postal_code"])
      .where("customer_number", "=", customerNumber)
      .where("status", "=", "active")
      .orderBy("name")
      .orderBy("code")
      .execute(),
  ]);
  const door = doors.find((each) => each.code === chosen) ?? doors[0];
  const format = tradeFormats(language);
  // What the order would charge: units over what is available count only when the buyer backorders them.
  const subtotal = lines.reduce((sum, line) => {
    const units = line.shortage === "cancel" ? Math.min(line.quantity, line.available) : line.quantity;
    return sum + units * (line.priceCents ?? 0);
  }, 0);
  const taxes = door ? salesTaxLines(subtotal, door.province, companyDay(now), customer.pst_number) : [];
  const tax = taxes.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    doors: doors.map((each) => ({
      code: each.code,
      name: each.name,
      address: [
        each.store_number ? t("trade.checkout.store", { number: each.store_number }) : "",
        `${each.street}, ${each.city} ${each.province} ${each.postal_code}`,
      ]
        .filter(Boolean)
        .join(" · "),
      province: each.province,
    })),
    shipTo: door?.code ?? "",
    terms: customer.terms,
    poRequired: customer.po_required === 1,
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.length,
    subtotal: format.money(subtotal),
    taxes: taxes.map((line) => ({
      label: t("trade.order.taxLine", {
        name: t(`trade.order.taxes.${line.code}`),
        rate: ratePercent(line.ratePpm, language),
      }),
      amount: format.money(line.amountCents),
    })),
    total: format.money(subtotal + tax),
  };
}
