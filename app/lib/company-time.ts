import { SITE } from "@content/site";

/**
 * A moment on the head office's clock (Eastern time, standard or daylight as the date falls), with its zone
 * named, in the reader's language: "Thursday, January 1, 2026 at 10:04 p.m. EST".
 */
export function formatCompanyTime(moment: Date | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
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
