import { formatCompanyTimestamp } from "~/lib/company-time";
import { dateTimeFormat, numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";

/** Money and days as the trade pages write them, in the buyer's language: `$1,234.50`, « 1 234,50 $ ». */
export function tradeFormats(language: Language) {
  const locale = LANGUAGE_LOCALES[language];
  const money = numberFormat(locale, { style: "currency", currency: "CAD" });
  const day = dateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return {
    /** Cents of CAD. */
    money: (cents: number) => money.format(cents / 100),
    /** A range of cents, one amount when both ends are equal. */
    range: ({ low, high }: { low: number; high: number }) =>
      low === high ? money.format(low / 100) : `${money.format(low / 100)}–${money.format(high / 100)}`,
    /** A day as the ERP gives it (`2026-12-15`). */
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    /** The head office's day at a moment (ms): a cart's last change, its expiry. */
    dayAt: (ms: number) => day.format(new Date(`${formatCompanyTimestamp(ms).slice(0, 10)}T00:00:00Z`)),
  };
}
