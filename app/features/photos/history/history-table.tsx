import { useLanguage, useTranslation } from "~/features/i18n";
import { DataTable } from "~/ui/data-table";
import { Link } from "~/ui/link";
import { UnbrokenIdentifiers } from "~/ui/unbroken-identifiers";
import {
  HISTORY_ITEMS_SHOWN,
  PHOTO_DOWNLOADER_PAGE,
  PHOTO_LINE_SHEETS_PAGE,
  RUN_AGAIN_PARAM,
} from "../constants";
import { exportPreset } from "../exports";
import { formatMegabytes, formatNumber } from "../number-format";
import type { HistoryRun } from "./history-run";

const COLUMNS = ["when", "mode", "preset", "items", "photos", "size", "firstItems"] as const;

/** A run as the history page shows it; `when` is already written in the page's language. */
export type HistoryRow = Omit<HistoryRun, "createdAt"> & { when: string };

/** Exports, sheets and line sheets, newest first, each with a link that fills its form again. */
export function HistoryTable({ runs }: { runs: HistoryRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const presetName = (run: HistoryRow) => {
    if (run.kind === "lineSheet") return t(`photos.lineSheet.language.${run.language ?? language}`);
    const preset = exportPreset(run.preset)?.name[language];
    if (run.mode === "photos") return preset ?? t("photos.preset.originals");
    const format = t(`photos.sheetFormat.${run.format}`);
    return preset ? `${format} · ${preset}` : format;
  };
  const heading = (column: (typeof COLUMNS)[number]) => t(`photos.history.${column}`);
  return (
    <DataTable
      caption={t("photos.history.caption")}
      columns={COLUMNS.map(heading)}
      actionColumn={t("photos.history.runAgain")}
      cards
    >
      {runs.map((run) => {
        const shown = run.items.slice(0, HISTORY_ITEMS_SHOWN);
        const hidden = run.itemCount - shown.length;
        return (
          <tr key={run.id} className="align-top">
            <th scope="row" data-label={heading("when")} className="px-4 py-3 font-normal text-ink">
              {run.when}
            </th>
            <td data-label={heading("mode")} className="px-4 py-3">
              {run.kind === "share"
                ? t("photos.share.historyKind")
                : run.kind === "lineSheet"
                  ? t("photos.lineSheet.historyKind")
                  : t(`photos.mode.${run.mode}`)}
            </td>
            <td data-label={heading("preset")} className="px-4 py-3">
              {presetName(run)}
            </td>
            <td data-label={heading("items")} className="px-4 py-3 tabular-nums">
              {formatNumber(language, run.itemCount)}
            </td>
            <td data-label={heading("photos")} className="px-4 py-3 tabular-nums">
              {formatNumber(language, run.photoCount)}
            </td>
            <td data-label={heading("size")} className="px-4 py-3 tabular-nums">
              {run.kind === "share"
                ? "—"
                : run.bytes === null
                  ? t("photos.history.notSent")
                  : formatMegabytes(language, run.bytes)}
            </td>
            <td data-label={heading("firstItems")} className="px-4 py-3 font-mono">
              <div>
                <UnbrokenIdentifiers text={shown.join(", ")} />
                {hidden > 0 ? (
                  <span className="font-sans text-muted"> {t("photos.history.more", { count: hidden })}</span>
                ) : null}
              </div>
            </td>
            <td className="px-4 py-3">
              <Link
                to={`${run.kind === "lineSheet" ? PHOTO_LINE_SHEETS_PAGE : PHOTO_DOWNLOADER_PAGE}?${RUN_AGAIN_PARAM}=${run.id}`}
                aria-label={t("photos.history.runAgainLabel", { when: run.when })}
                className="font-semibold whitespace-nowrap text-brand underline-offset-2 hover:underline"
              >
                {t("photos.history.runAgain")}
              </Link>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
