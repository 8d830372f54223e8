import LanguageDetector from "i18next-browser-languagedetector";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Language,
  toLanguage,
} from "./languages";

/** SPEC §4 "Language": the browser's detection order. */
export const DETECTION_ORDER = [
  "querystring",
  "cookie",
  "localStorage",
  "sessionStorage",
  "navigator",
  "htmlTag",
] as const;

const ONE_YEAR_IN_MINUTES = 525_600;

function createDetector(): LanguageDetector {
  return new LanguageDetector(undefined, {
    order: [...DETECTION_ORDER],
    lookupQuerystring: LANGUAGE_QUERY_PARAM,
    lookupCookie: LANGUAGE_COOKIE,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ["localStorage", "cookie"],
    cookieMinutes: ONE_YEAR_IN_MINUTES,
    cookieOptions: { path: "/", sameSite: "lax" },
  });
}

/** The first source in the spec's order that names a language we have. */
export function detectBrowserLanguage(): Language | undefined {
  const detector = createDetector();
  for (const source of DETECTION_ORDER) {
    const found = detector.detect([source]);
    const language = toLanguage(Array.isArray(found) ? found[0] : found);
    if (language) return language;
  }
  return undefined;
}

/** Remembers the choice in local storage and in the cookie the server reads. */
export function rememberLanguage(language: Language): void {
  createDetector().cacheUserLanguage(language);
}
