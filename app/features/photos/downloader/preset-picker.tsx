import { useId } from "react";
import { useLanguage, useTranslation } from "~/features/i18n";
import { ChoiceSelect } from "~/ui/choice-select";
import { type ExportPreset, exportPreset, ORIGINALS, PRESET_IDS, type PresetChoice } from "../exports";
import { formatMegabytes, formatNumber } from "../number-format";

const FORMAT_NAMES = { jpeg: "JPEG", png: "PNG", webp: "WebP" } as const;

function useSummary(preset: ExportPreset | undefined): string {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!preset) return t("photos.preset.summary.originals");
  const number = (value: number) => formatNumber(language, value);
  const common = {
    format: FORMAT_NAMES[preset.format],
    size: formatMegabytes(language, preset.maxBytes),
  };
  if ("longSide" in preset.canvas) {
    return t("photos.preset.summary.longSide", { ...common, side: number(preset.canvas.longSide) });
  }
  return t("photos.preset.summary.canvas", {
    ...common,
    width: number(preset.canvas.width),
    height: number(preset.canvas.height),
    background: t(`photos.preset.background.${preset.background === "#ffffff" ? "white" : "other"}`),
  });
}

/**
 * The export preset, beside the Download Mode toggle: Originals (the photos as stored) or a channel's
 * size, format and file names. A native select, so it works the same before the page's scripts run.
 */
export function PresetPicker({
  preset,
  onChange,
}: {
  preset: PresetChoice;
  onChange: (preset: PresetChoice) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const summary = useSummary(exportPreset(preset));
  return (
    // As wide as the form on a phone, like every other field; at most 20rem beside the mode toggle.
    <ChoiceSelect
      id={id}
      label={t("photos.preset.label")}
      look="lead"
      hint={summary}
      className="w-full max-w-xs"
      name="preset"
      choices={PRESET_IDS.map((choice) => ({
        value: choice,
        label:
          choice === ORIGINALS
            ? t("photos.preset.originals")
            : (exportPreset(choice)?.name[language] ?? choice),
      }))}
      value={preset}
      onChange={onChange}
    />
  );
}
