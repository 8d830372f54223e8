import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import { type DownloadMode, PHOTO_DOWNLOADER_PAGE } from "../constants";
import { WHILE_PHOTOS, WHILE_SHEET } from "./mode-classes";

interface BatchActionsProps {
  mode: DownloadMode;
  processing: boolean;
  canRun: boolean;
  /** How many ticked products the run will use, when it uses them rather than typed item numbers. */
  selectedCount: number;
  onClear: () => void;
}

const SECONDARY =
  "rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400";

/**
 * The action button and Clear. Until the page's scripts run, the button posts the form (decision 250), so it
 * is enabled whatever the field holds (the server says what is missing), and Clear is a link to the empty page.
 */
export function BatchActions({ mode, processing, canRun, selectedCount, onClear }: BatchActionsProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={processing || (hydrated && !canRun)}
        className="inline-flex items-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {processing ? <Icon name="spinner" className="size-5 motion-safe:animate-spin" /> : null}
        {processing ? (
          t("photos.actions.processing")
        ) : selectedCount > 0 ? (
          t(`photos.actions.${mode}ForSelected`, { count: selectedCount })
        ) : (
          <>
            <span className={WHILE_PHOTOS}>{t("photos.actions.download")}</span>
            <span className={WHILE_SHEET}>{t("photos.actions.createSheet")}</span>
          </>
        )}
      </button>
      {hydrated ? (
        <button type="button" onClick={onClear} disabled={processing} className={SECONDARY}>
          {t("photos.actions.clear")}
        </button>
      ) : (
        <Link to={PHOTO_DOWNLOADER_PAGE} className={`inline-block ${SECONDARY}`}>
          {t("photos.actions.clear")}
        </Link>
      )}
    </div>
  );
}
