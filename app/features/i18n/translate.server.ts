import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/lib/language-context";
import type { Language } from "~/lib/languages";
import { liveTable } from "./published-copy.server";
import { TRANSLATIONS } from "./resources.server";
import { type Translate, translatorFor } from "./translator";

/** Translations for a loader: the request's language, as the page will render it. */
export function serverT(context: Readonly<RouterContextProvider>): Translate {
  const language = context.get(languageContext);
  return translatorFor(language, liveTable(context));
}

/**
 * The site's own words in `language`, outside any request: for what the server writes on its own (a line
 * sheet's PDF), which no page's published copy changes.
 */
export function siteT(language: Language): Translate {
  return translatorFor(language, TRANSLATIONS[language]);
}
