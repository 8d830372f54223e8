import { useLocation } from "react-router";
import { useLanguage, useSwitchLanguage, useTranslation } from "~/features/i18n";
import { LANGUAGE_QUERY_PARAM, LANGUAGES } from "~/lib/languages";

/**
 * EN / FR: links to this page in each language (`?lng=`, which the server also remembers in the language
 * cookie), so they work before and without the page's scripts; with them, the switch happens in place,
 * without a reload.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  // The page's own address only: a page is rendered once for all its visitors, whatever else their query says.
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("layout.language.label")} className="flex items-center gap-2">
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`${pathname}?${LANGUAGE_QUERY_PARAM}=${language}`}
          lang={language}
          hrefLang={language}
          aria-current={language === current ? "true" : undefined}
          onClick={(event) => {
            // A new tab or window is the browser's business: only a plain click switches in place.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            if (language !== current) switchLanguage(language);
          }}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold uppercase ${language === current ? "bg-white text-brand" : "text-white/85 ring-1 ring-white/40 hover:bg-white/10"}`}
        >
          {language}
          <span className="sr-only"> – {t(`layout.language.${language}`)}</span>
        </a>
      ))}
    </nav>
  );
}
