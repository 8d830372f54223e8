import { listFormat, numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";

/**
 * A whole number in the language's typography: grouped from five digits (1000, 12,000; French 12 000 with a
 * narrow no-break space), as pixel sizes are usually written.
 */
export function formatNumber(language: Language, value: number): string {
  return numberFormat(LANGUAGE_LOCALES[language], { useGrouping: "min2" }).format(value);
}

/** A share as a whole percentage (75%, 75 %). */
export function formatPercent(language: Language, share: number): string {
  return numberFormat(LANGUAGE_LOCALES[language], {
    style: "percent",
    maximumFractionDigits: 0,
  }).format(share);
}

/** A file size in megabytes, as the language writes it (10 MB, 10 Mo). */
export function formatMegabytes(language: Language, bytes: number): string {
  return numberFormat(LANGUAGE_LOCALES[language], {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/** Photo numbers as a list in the language's words: 01, 02 and 05 (01, 02 et 05). */
export function formatPhotoNumbers(language: Language, photos: readonly number[]): string {
  return listFormat(LANGUAGE_LOCALES[language], { type: "conjunction" }).format(
    photos.map((photo) => String(photo).padStart(2, "0")),
  );
}
