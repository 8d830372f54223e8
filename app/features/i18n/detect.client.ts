import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Language,
  toLanguage,
} from "~/lib/languages";

const ONE_YEAR_SECONDS = 31_536_000;

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled by the visitor's privacy settings.
    return null;
  }
}

function fromCookie(): string | undefined {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
}

/** SPEC §4 "Language": the browser's detection order, each source read only if the earlier ones name nothing we have. */
export const DETECTION_ORDER = {
  querystring: () => new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
  cookie: fromCookie,
  localStorage: () => fromStorage(() => window.localStorage),
  sessionStorage: () => fromStorage(() => window.sessionStorage),
  navigator: () => navigator.languages.find((tag) => toLanguage(tag)) ?? navigator.language,
  htmlTag: () => document.documentElement.lang,
} as const;

/** The first source in the spec's order that names a language we have. */
export function detectBrowserLanguage(): Language | undefined {
  for (const source of Object.values(DETECTION_ORDER)) {
    const language = toLanguage(source());
    if (language) return language;
  }
  return undefined;
}

/** Remembers the choice in local storage and in the cookie the server reads. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many browsers the site supports.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
