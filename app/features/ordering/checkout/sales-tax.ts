import { SALES_TAX_RATES, type SalesTaxCode, type SalesTaxRate } from "@content/ordering/sales-tax";

/** One named tax of an order: its rate, the amount it is charged on and the tax, in cents. */
export interface TaxLine {
  code: SalesTaxCode;
  ratePpm: number;
  baseCents: number;
  amountCents: number;
}

/** The order documents list GST or HST first, then the province's own tax. */
const ORDER: readonly SalesTaxCode[] = ["GST", "HST", "QST", "PST", "RST"];

const inEffect = (rate: SalesTaxRate, day: string) =>
  (rate.startsOn === null || rate.startsOn <= day) && (rate.endsOn === null || day <= rate.endsOn);

/**
 * The sales taxes of an order shipped to `province` on the head office's `day` (`2026-12-01`), each its own
 * line, each on the amount before any tax (QST too, since 2013), rounded once per tax line to the cent, half
 * up (decision 333). A provincial tax on goods for resale is left out when the customer's PST number is on file
 * (`resaleNumber`, kept on the order as evidence). A province with no rates, or a subtotal of nothing, gives none.
 */
export function salesTaxLines(
  subtotalCents: number,
  province: string,
  day: string,
  resaleNumber: string,
  rates: readonly SalesTaxRate[] = SALES_TAX_RATES,
): TaxLine[] {
  if (subtotalCents <= 0) return [];
  return rates
    .filter((rate) => rate.province === province && inEffect(rate, day))
    .filter((rate) => !(rate.resaleExempt && resaleNumber !== ""))
    .sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code))
    .map((rate) => ({
      code: rate.code,
      ratePpm: rate.ratePpm,
      baseCents: subtotalCents,
      // Whole numbers throughout: cents × millionths, rounded half up (amounts are never negative).
      amountCents: Math.floor((subtotalCents * rate.ratePpm + 500_000) / 1_000_000),
    }));
}

/** Whether a province has a provincial tax that a resale number exempts (BC, SK, MB). */
export function hasResaleTax(province: string): boolean {
  return SALES_TAX_RATES.some((rate) => rate.province === province && rate.resaleExempt);
}
