import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/lib/language-context";
import { liveTable } from "./published-copy.server";
import { type Translate, translatorFor } from "./translator";

/** Translations for a loader: the request's language, as the page will render it. */
export function serverT(context: Readonly<RouterContextProvider>): Translate {
  const language = context.get(languageContext);
  return translatorFor(language, liveTable(context));
}
