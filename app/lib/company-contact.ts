import type { CompanyFacts } from "@content/company/facts";
import { PROVINCES, type ProvinceCode } from "@content/company/fields";
import { SEED_FACTS } from "@content/company/seed";
import { SITE } from "@content/site";
import { createContext, useContext } from "react";
import { NO_BREAK_SPACE } from "./french-typography";
import { dateTimeFormat } from "./intl-formats";
import type { Language } from "./languages";

/**
 * The company's facts as a page in one language shows them (decision 228): what the public layout sends with
 * every page, so no more than its parts read.
 */
export interface CompanyView {
  /** The head office's address as the language writes it, one line per entry, the street first. */
  addressLines: string[];
  /** For search engines: the city, province and postal code on their own. */
  locality: string;
  provinceCode: ProvinceCode;
  postalCode: string;
  /** The number links dial (`+1-905-555-0172`). */
  phone: string;
  hours: string;
  generalEmail: string;
}

/**
 * A town, its province and its postal code on one line, as the language writes them: `Oakville, Ontario L6H 0A1`;
 * French puts the province in parentheses after the town, `Montréal (Québec) H2W 1Y8`. The parts come in as a
 * page shows them (text, or marked up) and go out in order, with the punctuation between them.
 */
export function localityLine<Part>(
  town: Part,
  province: Part,
  postalCode: Part,
  language: Language,
): (Part | string)[] {
  return language === "fr"
    ? [town, " (", province, ") ", postalCode]
    : [town, ", ", province, " ", postalCode];
}

/** A phone number as the site writes it everywhere: North American style, no country code. */
export const displayPhone = (phone: string) => phone.replace(/^\+1-/, "");

/** A time keeps its "a.m." or "p.m." on its line ("5 p.m.", never "5 / p.m."); French writes "17 h" and is typeset. */
export function keepTimesTogether(text: string): string {
  return text.replace(/(\d) (?=[ap]\.m\.)/g, `$1${NO_BREAK_SPACE}`);
}

/**
 * The hours as they read inside a sentence ("… au 905-555-0172, du lundi au vendredi"): French writes the days
 * in lower case, so the capital that opens the hours on their own goes; English days keep theirs.
 */
export function hoursInSentence(hours: string, language: Language): string {
  return language === "fr" ? hours.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()) : hours;
}

/**
 * The facts as a page in `language` shows them. French puts the province in parentheses ("Oakville (Ontario)
 * L6H 0A1"); the postal code never breaks in either language; the number is written North American style.
 */
export function companyView(facts: CompanyFacts, language: Language): CompanyView {
  const { street, locality, province, postalCode } = facts.address;
  const region = PROVINCES[province][language];
  const code = postalCode.replace(" ", NO_BREAK_SPACE);
  return {
    addressLines: [street, localityLine(locality, region, code, language).join(""), SITE.address.country],
    locality,
    provinceCode: province,
    postalCode,
    phone: facts.phone,
    hours: keepTimesTogether(facts.hours[language]),
    generalEmail: facts.emails.general,
  };
}

/** The facts a route's data carries as `company` (the public layout's), for a page's meta to read. */
export function companyIn(data: unknown): CompanyView | undefined {
  if (typeof data !== "object" || data === null || !("company" in data)) return undefined;
  const { company } = data;
  return typeof company === "object" && company !== null && "addressLines" in company
    ? (company as CompanyView)
    : undefined;
}

/**
 * The facts the public pages show, as the public layout's loader sent them (published in the studio). A page
 * drawn outside that layout reads the site's first facts.
 */
const CompanyContext = createContext<CompanyView | undefined>(undefined);
export const CompanyProvider = CompanyContext.Provider;

export function useCompany(language: Language): CompanyView {
  return useContext(CompanyContext) ?? companyView(SEED_FACTS, language);
}

/**
 * The year on the head office's calendar as the language writes it (never grouped like a quantity). The server
 * says it once with the page, so the footer a browser hydrates reads the same year as the markup, whatever the
 * visitor's clock or time zone says on New Year's Eve.
 */
export function yearIn(locale: string, date = new Date()): string {
  return dateTimeFormat(locale, { year: "numeric", timeZone: SITE.timeZone }).format(date);
}
