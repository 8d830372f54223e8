import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";

/** A whole number in the language's typography (French: 2 000, with a narrow no-break space). */
export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language]).format(value);
}

/** A file size in megabytes, as the language writes it (10 MB, 10 Mo). */
export function formatMegabytes(language: Language, bytes: number): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}
