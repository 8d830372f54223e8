import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { ChoiceSelect } from "~/ui/choice-select";
import { SHEET_FORMATS, type SheetFormat } from "../constants";

/**
 * Sheet Creation's format: the spec's `Item Number,Image URL` (default), or a channel's columns. A native
 * select, so it works the same before the page's scripts run.
 */
export function SheetFormatPicker({
  format,
  onChange,
  className,
}: {
  format: SheetFormat;
  onChange: (format: SheetFormat) => void;
  /** Shows it only while Sheet Creation is chosen. */
  className: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // As wide as the form on a phone, like every other field; at most 20rem beside the mode toggle.
    <ChoiceSelect
      id={id}
      label={t("photos.sheetFormat.label")}
      look="lead"
      hint={t(`photos.sheetFormat.summary.${format}`)}
      className={`w-full max-w-xs ${className}`}
      name="format"
      choices={SHEET_FORMATS.map((choice) => ({ value: choice, label: t(`photos.sheetFormat.${choice}`) }))}
      value={format}
      onChange={onChange}
    />
  );
}
