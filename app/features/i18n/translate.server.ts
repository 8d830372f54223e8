import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "./context";
import { i18nFor } from "./instance";
import { TRANSLATIONS } from "./resources.server";

/** Translations for a loader: the request's language, as the page will render it. */
export function serverT(context: Readonly<RouterContextProvider>): TFunction {
  const language = context.get(languageContext);
  return i18nFor(language, TRANSLATIONS[language]).t;
}
