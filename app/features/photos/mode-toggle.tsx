import { useTranslation } from "~/features/i18n/use-translation";
import { DOWNLOAD_MODES, type DownloadMode } from "./constants";

/** Photo Download or Sheet Creation; a real radio group, so arrow keys move between the two. */
export function ModeToggle({
  mode,
  onChange,
}: {
  mode: DownloadMode;
  onChange: (mode: DownloadMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{t("photos.mode.label")}</legend>
      <div className="mt-2 inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
        {DOWNLOAD_MODES.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-muted has-checked:bg-white has-checked:text-brand has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-[#f2b705] has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`photos.mode.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
