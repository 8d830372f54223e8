import { SITE } from "@content/site";
import { dateTimeFormat } from "./intl-formats";

/**
 * A moment on the head office's clock (Eastern time, standard or daylight as the date falls), with its zone
 * named, in the reader's language: "Thursday, January 1, 2026 at 10:04 p.m. EST".
 */
export function formatCompanyTime(moment: Date | number, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: SITE.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(moment);
}

/** The same moment for a spreadsheet: sortable as text, "2026-01-01 22:04 EST". */
export function formatCompanyTimestamp(moment: Date | number): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone: SITE.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}
