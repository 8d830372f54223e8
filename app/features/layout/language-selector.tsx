import { useLanguage, useSwitchLanguage } from "~/features/i18n/use-language";
import { useTranslation } from "~/features/i18n/use-translation";
import { LANGUAGES } from "~/lib/languages";

/** EN / FR: switches in place, without a reload. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t("layout.language.label")}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => language !== current && switchLanguage(language)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold uppercase ${language === current ? "bg-white text-brand" : "text-white/85 ring-1 ring-white/40 hover:bg-white/10"}`}
        >
          {language}
          <span className="sr-only"> – {t(`layout.language.${language}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
