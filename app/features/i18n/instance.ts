import { createInstance, type i18n } from "i18next";
import type { Language } from "./languages";
import type { Translation } from "./locales/en";

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, never switched: a request, or a hydrated page, renders with the
 * instance of its language, so concurrent server renders in English and French cannot affect each other.
 */
export function i18nFor(language: Language, translation: Translation): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  instance.init({
    lng: language,
    resources: { [language]: { translation } },
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  instances.set(language, instance);
  return instance;
}
