import { useTranslation } from "~/features/i18n";

interface SelectionBarProps {
  count: number;
  onUse: () => void;
  onClearAll: () => void;
}

export function SelectionBar({ count, onUse, onClearAll }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-light px-4 py-3">
      <p className="font-semibold text-brand-dark">{t("photos.browse.selected", { count })}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onUse}
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:bg-slate-400"
        >
          {t("photos.browse.useForDownload")}
        </button>
        <button
          type="button"
          onClick={onClearAll}
          className="rounded-lg border border-brand/30 bg-white px-4 py-2 text-sm font-semibold text-brand hover:bg-slate-50 disabled:text-slate-400"
        >
          {t("photos.browse.clearAll")}
        </button>
      </div>
    </div>
  );
}
