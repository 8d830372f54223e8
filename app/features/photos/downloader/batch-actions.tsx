import { useTranslation } from "~/features/i18n";
import { Icon } from "~/ui/icons";
import type { DownloadMode } from "../constants";

interface BatchActionsProps {
  mode: DownloadMode;
  processing: boolean;
  canRun: boolean;
  /** How many ticked products the run will use, when it uses them rather than typed item numbers. */
  selectedCount: number;
  onClear: () => void;
}

export function BatchActions({ mode, processing, canRun, selectedCount, onClear }: BatchActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={processing || !canRun}
        className="inline-flex items-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {processing ? <Icon name="spinner" className="size-5 motion-safe:animate-spin" /> : null}
        {processing
          ? t("photos.actions.processing")
          : selectedCount > 0
            ? t(`photos.actions.${mode}ForSelected`, { count: selectedCount })
            : t(mode === "photos" ? "photos.actions.download" : "photos.actions.createSheet")}
      </button>
      <button
        type="button"
        onClick={onClear}
        disabled={processing}
        className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400"
      >
        {t("photos.actions.clear")}
      </button>
    </div>
  );
}
