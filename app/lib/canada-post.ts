import type { ProvinceCode } from "@content/company/fields";

/*
 * Canadian formats as people type them: every reader of a postal code, a phone number or a tax number goes
 * through one normaliser here, so a code typed `L6J-7W5`, `L6J  7W5`, with a tab or with a non-breaking
 * hyphen reads as `L6J 7W5` wherever it is typed or imported.
 */

/**
 * What separates the parts of a code as people type, paste or a word processor writes it: every kind of space
 * (Unicode Zs, tab) and every kind of hyphen or dash (U+2010–U+2015, the minus sign, the soft hyphen, the
 * small and full-width hyphen-minus, and the plain one).
 */
const SEPARATORS = /[\p{Zs}\t\u00AD\u2010-\u2015\u2212\uFE63\uFF0D-]/gu;

/** A code's characters alone: full-width letters and digits read as plain ones, separators left out, upper case. */
const compact = (value: string) => value.normalize("NFKC").replace(SEPARATORS, "").toUpperCase();

/** A Canadian postal code (A1A 1A1): the letters Canada Post uses in each place. */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
/** A postal code's first three characters, its forward sortation area (FSA): `L6J`. */
const POSTAL_AREA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/;

/** The first letter of a postal code names its province or territory (X serves both NT and NU). */
export const POSTAL_LETTERS: Record<ProvinceCode, string> = {
  NL: "A",
  NS: "B",
  PE: "C",
  NB: "E",
  QC: "GHJ",
  ON: "KLMNP",
  MB: "R",
  SK: "S",
  AB: "T",
  BC: "V",
  NT: "X",
  NU: "X",
  YT: "Y",
};

/** `l6j7w5`, `L6J-7W5`, `L6J  7W5`, `L6J\t7W5` → `L6J 7W5`; undefined for anything Canada Post would not write. */
export function postalCodeOf(value: string): string | undefined {
  const match = POSTAL_CODE.exec(compact(value));
  return match ? `${match[1]} ${match[2]}` : undefined;
}

/** `l6j`, `L6J` → `L6J`: a postal-code area written alone; undefined for anything else. */
export function postalAreaOf(value: string): string | undefined {
  const area = compact(value);
  return POSTAL_AREA.test(area) ? area : undefined;
}

/** Whether a postal code (or its area) may belong to the province by its first letter. */
export const postalCodeFitsProvince = (code: string, province: ProvinceCode): boolean =>
  POSTAL_LETTERS[province].includes(code.charAt(0).toUpperCase());

/** A North American number: ten digits (area code, exchange, line) and an extension, if any (digits, or ""). */
export interface PhoneNumber {
  digits: string;
  extension: string;
}

/** An extension as people write it after the number: `ext. 12`, `x12`, `poste 12`, `p. 12`, `#12`. */
const EXTENSION = /(?:\b(?:ext|extension|poste|p)\b\.?|x|#)\s*(\d{1,6})$/i;
/** What may come between a number's digits: separators, dots, parentheses, and a `+` before the country code. */
const PHONE_PUNCTUATION = /[.()+/]/g;
/** Area codes and exchanges never begin with 0 or 1 (the North American Numbering Plan). */
const NANP = /^1?([2-9]\d{2}[2-9]\d{6})$/;

/**
 * `(905) 555-0142`, `905.555.0142`, `+1 905 555 0142`, `1-905-555-0142 ext. 12`, `905‑555‑0142` (non-breaking
 * hyphens) → its ten digits and extension; undefined when it is not a North American number.
 */
export function phoneNumberOf(value: string): PhoneNumber | undefined {
  const typed = value.normalize("NFKC").trim();
  const extension = EXTENSION.exec(typed);
  const number = extension ? typed.slice(0, extension.index) : typed;
  const match = NANP.exec(number.replace(SEPARATORS, "").replace(PHONE_PUNCTUATION, ""));
  return match?.[1] ? { digits: match[1], extension: extension?.[1] ?? "" } : undefined;
}

/** `9055550142` → `905-555-0142`, as the site writes North American numbers. */
export const phoneDigitsForDisplay = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

/** A number's one written form, as it is stored and mailed: `905-555-0142`, `905-555-0142 ext. 12`. */
export const phoneText = ({ digits, extension }: PhoneNumber) =>
  `${phoneDigitsForDisplay(digits)}${extension ? ` ext. ${extension}` : ""}`;

/** The `tel:` link that dials it, extension included (RFC 3966). */
export const phoneHref = ({ digits, extension }: PhoneNumber) =>
  `tel:+1-${phoneDigitsForDisplay(digits)}${extension ? `;ext=${extension}` : ""}`;

/**
 * A phone number as a form keeps it: a North American number in its one written form, any other (a brand
 * partner abroad) as typed, its spaces made plain and single.
 */
export function phoneAsWritten(value: string): string {
  const number = phoneNumberOf(value);
  return number
    ? phoneText(number)
    : value
        .normalize("NFKC")
        .replace(/\p{Zs}+/gu, " ")
        .trim();
}

/** A GST/HST registration: the 9-digit business number (BN), RT, and a 4-digit account (123456789RT0001). */
const GST_HST = /^(\d{9})RT(\d{4})$/;
/** A Quebec QST registration: 10 digits, TQ, and a 4-digit file number (1234567890TQ0001). */
const QST = /^(\d{10})TQ(\d{4})$/;

/** `123 456 789 RT 0001`, `123456789-rt-0001` → `123456789RT0001`; undefined for anything else. */
export const gstHstOf = (value: string): string | undefined =>
  GST_HST.test(compact(value)) ? compact(value) : undefined;

/** `1234567890 TQ 0001`, `1234567890-tq-0001` → `1234567890TQ0001`; undefined for anything else. */
export const qstOf = (value: string): string | undefined =>
  QST.test(compact(value)) ? compact(value) : undefined;

/**
 * A search as staff type it, in the form the site keeps what it looks for when it is a postal code, a GST/HST
 * or QST number or a phone number (`h2x-3k2` finds `H2X 3K2`, `(514) 555 0142` finds `514-555-0142 ext. 7`);
 * anything else as typed.
 */
export function searchedFormOf(typed: string): string {
  const phone = phoneNumberOf(typed);
  return (
    postalCodeOf(typed) ??
    gstHstOf(typed) ??
    qstOf(typed) ??
    (phone ? phoneDigitsForDisplay(phone.digits) : typed)
  );
}
