import type { Translate } from "~/features/i18n";
import { dateTimeFormat } from "~/lib/intl-formats";
import { DEVICES, type ReportTable } from "./constants";

/** Brand ids and the names they are shown by. */
export type BrandNames = Readonly<Record<string, string>>;

const LANGUAGE_KEYS = ["en", "fr"] as const;

/**
 * What a table's row stands for, in the reader's words: a brand's name, a language or device named, "direct"
 * for no referrer. Pages, sites and campaigns are shown as counted.
 */
export function rowLabel(table: ReportTable, key: string, t: Translate, brands: BrandNames): string {
  switch (table) {
    case "brands":
      return brands[key] ?? key;
    case "referrers":
      return key || t("analytics.tables.referrers.none");
    case "languages": {
      const language = LANGUAGE_KEYS.find((known) => known === key);
      return language ? t(`analytics.languages.${language}`) : key;
    }
    case "devices": {
      const device = DEVICES.find((known) => known === key);
      return device ? t(`analytics.devices.${device}`) : key;
    }
    default:
      return key;
  }
}

/** A day (`2026-11-27`) as the reader writes dates: "Nov 27, 2026", "27 nov. 2026". */
export function dayLabel(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}

/** A month (`2026-11`) as the reader writes it: "Nov 2026", "nov. 2026". */
export function monthLabel(month: string, locale: string): string {
  return dateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );
}
