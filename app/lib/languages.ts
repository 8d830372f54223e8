export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "en";
export const LANGUAGE_QUERY_PARAM = "lng";
export const LANGUAGE_COOKIE = "i18next";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/** Locale tags for Open Graph, `Intl` and `<html lang>` alternates. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: "en-CA", fr: "fr-CA" };

/** Content follows the first two letters of a language tag (`fr-CA` → `fr`); anything else is not ours. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const prefix = tag?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === prefix);
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
