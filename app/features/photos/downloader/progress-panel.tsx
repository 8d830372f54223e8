import { useTranslation } from "~/features/i18n";
import type { Progress } from "./batch-run";

export function ProgressPanel({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  return (
    <section
      className="mt-6 rounded-2xl border border-brand/20 bg-brand-light p-5"
      aria-label={t("photos.progress.label")}
    >
      <p className="font-semibold text-ink">
        {t("photos.progress.item", { current: progress.current, total: progress.total })}
      </p>
      <p className="mt-1 truncate font-mono text-sm text-muted">
        {t("photos.progress.current", { item: progress.currentItem })}
      </p>
      <progress
        value={progress.current}
        max={progress.total}
        aria-label={t("photos.progress.label")}
        className="mt-4 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-white [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-brand [&::-webkit-progress-value]:transition-[width]"
      />
    </section>
  );
}
