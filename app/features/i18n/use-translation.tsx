import { createContext, type ReactNode, useContext } from "react";
import type { Language } from "~/lib/languages";
import type { Translation } from "./locales/en";
import { type Translate, translatorFor } from "./translator";

const TranslateContext = createContext<Translate | undefined>(undefined);

/** Gives the page's components the translations of the language it is rendered in (the root loader's). */
export function TranslationProvider({
  language,
  translation,
  children,
}: {
  language: Language;
  translation: Translation;
  children: ReactNode;
}) {
  return (
    <TranslateContext.Provider value={translatorFor(language, translation)}>
      {children}
    </TranslateContext.Provider>
  );
}

export function useTranslation(): { t: Translate } {
  const t = useContext(TranslateContext);
  if (!t) throw new Error("useTranslation needs a TranslationProvider above it");
  return { t };
}
