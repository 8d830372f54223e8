import { useTranslation } from "~/features/i18n";
import { DOWNLOAD_MODES, type DownloadMode } from "../constants";

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
      {/* Two equal halves side by side at every width; a long label wraps inside its half. */}
      <div className="mt-2 grid grid-cols-2 rounded-lg bg-slate-100 p-1 sm:inline-grid">
        {DOWNLOAD_MODES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold text-muted sm:px-4 has-checked:bg-white has-checked:text-brand has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-[#f2b705] has-disabled:cursor-not-allowed"
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
