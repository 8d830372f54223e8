import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLanguage, useSwitchLanguage, useTranslation } from "~/features/i18n";
import { LANGUAGE_QUERY_PARAM, LANGUAGES, type Language } from "~/lib/languages";

/**
 * A link to this page in `language` (`?lng=`, which the server also remembers in the language cookie), so it
 * works before and without the page's scripts; with them, the switch happens in place, without a reload.
 */
function LanguageLink({
  language,
  className,
  onSwitch,
  children,
}: {
  language: Language;
  className: string;
  /** After a switch in place (the phone menu closes). */
  onSwitch?: () => void;
  children: ReactNode;
}) {
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  // The page's own address only: a page is rendered once for all its visitors, whatever else their query says.
  const { pathname } = useLocation();
  return (
    <a
      href={`${pathname}?${LANGUAGE_QUERY_PARAM}=${language}`}
      lang={language}
      hrefLang={language}
      aria-current={language === current ? "true" : undefined}
      onClick={(event) => {
        // A new tab or window is the browser's business: only a plain click switches in place.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        if (language !== current) switchLanguage(language);
        onSwitch?.();
      }}
      className={className}
    >
      {children}
    </a>
  );
}

/** The footer's EN / FR pair, the current language marked. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <nav aria-label={t("layout.language.label")} className="flex items-center gap-2">
      {LANGUAGES.map((language) => (
        <LanguageLink
          key={language}
          language={language}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold uppercase ${language === current ? "bg-white text-brand" : "text-white/85 ring-1 ring-white/40 hover:bg-white/10"}`}
        >
          {language}
          <span className="sr-only"> – {t(`layout.language.${language}`)}</span>
        </LanguageLink>
      ))}
    </nav>
  );
}

/**
 * The header's switch: the other language's name, in that language ("Français" on an English page), where a
 * visitor looks first rather than at the foot of a long page.
 */
export function OtherLanguageLink({ className, onSwitch }: { className: string; onSwitch?: () => void }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const other = LANGUAGES.find((language) => language !== current) ?? current;
  return (
    <LanguageLink language={other} className={className} onSwitch={onSwitch}>
      {t(`layout.language.${other}`)}
    </LanguageLink>
  );
}
