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

/** The day a moment falls on, on the head office's clock: "2026-01-01". */
export function companyDay(moment: Date | number): string {
  return dateTimeFormat("en-CA", {
    timeZone: SITE.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
}

/** The head office's offset from UTC at a moment, in minutes (-300 in winter, -240 in summer). */
function companyOffsetMinutes(moment: number): number {
  const name = dateTimeFormat("en-CA", { timeZone: SITE.timeZone, timeZoneName: "longOffset" })
    .formatToParts(moment)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The first millisecond of a day (`2026-03-08`) on the head office's clock, for filters by date. The offset is
 * the one in force at that midnight (found from the day's noon, then checked at the midnight it gives), so a
 * day that changes to or from daylight time starts when Oakville's does.
 */
export function companyDayStart(day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - companyOffsetMinutes(Date.parse(`${day}T12:00:00Z`)) * 60_000;
  return midnightUtc - companyOffsetMinutes(guess) * 60_000;
}
