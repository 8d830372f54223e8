import { SITE } from "@content/site";
import { NO_BREAK_SPACE } from "./french-typography";
import { dateTimeFormat } from "./intl-formats";
import type { Language } from "./languages";

/**
 * The head office's address as each language writes it, one line per entry. French puts the province in
 * parentheses ("Oakville (Ontario) L6H 0A1"); the postal code never breaks in either language.
 */
export function postalAddressLines(language: Language): string[] {
  const { street, locality, region, postalCode, country } = SITE.address;
  const code = postalCode.replace(" ", NO_BREAK_SPACE);
  return [
    street,
    language === "fr" ? `${locality} (${region}) ${code}` : `${locality}, ${region} ${code}`,
    country,
  ];
}

/** The phone number as the site writes it everywhere (North American style, no country code); links dial SITE.phone. */
export const DISPLAY_PHONE = SITE.phone.replace(/^\+1-/, "");

/**
 * The year on the head office's calendar as the language writes it (never grouped like a quantity). The server
 * says it once with the page, so the footer a browser hydrates reads the same year as the markup, whatever the
 * visitor's clock or time zone says on New Year's Eve.
 */
export function yearIn(locale: string, date = new Date()): string {
  return dateTimeFormat(locale, { year: "numeric", timeZone: SITE.timeZone }).format(date);
}
