import { useTranslation } from "~/features/i18n";
import { ChoiceGroup } from "~/ui/choice-group";
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
    <ChoiceGroup
      legend={t("photos.mode.label")}
      name="mode"
      choices={DOWNLOAD_MODES.map((option) => ({ value: option, label: t(`photos.mode.${option}`) }))}
      value={mode}
      onChange={onChange}
    />
  );
}
