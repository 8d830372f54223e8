import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { SHEET_FORMATS, type SheetFormat } from "../constants";

/**
 * Sheet Creation's format: the spec's `Item Number,Image URL` (default), or a channel's columns. A native
 * select, so it works the same before the page's scripts run.
 */
export function SheetFormatPicker({
  format,
  onChange,
}: {
  format: SheetFormat;
  onChange: (format: SheetFormat) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // As wide as the form on a phone, like every other field; at most 20rem beside the mode toggle.
    <div className="w-full max-w-xs">
      <label htmlFor={id} className="block font-semibold text-ink">
        {t("photos.sheetFormat.label")}
      </label>
      <select
        id={id}
        name="format"
        value={format}
        onChange={(event) => {
          const chosen = SHEET_FORMATS.find((choice) => choice === event.target.value);
          if (chosen) onChange(chosen);
        }}
        aria-describedby={`${id}-summary`}
        className="mt-2 block w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500"
      >
        {SHEET_FORMATS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`photos.sheetFormat.${choice}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-summary`} className="mt-2 max-w-xs text-sm text-muted">
        {t(`photos.sheetFormat.summary.${format}`)}
      </p>
    </div>
  );
}
