import { NO_BREAK_SPACE } from "~/lib/french-typography";
import { numberFormat } from "~/lib/intl-formats";
import type { Language } from "~/lib/languages";

/** A distance in whole kilometres as the language writes it (`130 km`), never broken from its unit. */
export function kilometres(km: number, language: Language): string {
  return numberFormat(`${language}-CA`, { style: "unit", unit: "kilometer", maximumFractionDigits: 0 })
    .format(km)
    .replace(" ", NO_BREAK_SPACE);
}
