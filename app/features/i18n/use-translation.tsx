import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Language } from "~/lib/languages";
import type { Strings } from "./strings";
import { createTranslator, type Translate } from "./translator";

const TranslateContext = createContext<Translate | undefined>(undefined);

/** Gives the page's components the strings of the language it is rendered in (`useRouteStrings` in the app). */
export function TranslationProvider({
  language,
  strings,
  children,
}: {
  language: Language;
  strings: Strings;
  children: ReactNode;
}) {
  const translate = useMemo(() => createTranslator(language, strings), [language, strings]);
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

export function useTranslation(): { t: Translate } {
  const t = useContext(TranslateContext);
  if (!t) throw new Error("useTranslation needs a TranslationProvider above it");
  return { t };
}
