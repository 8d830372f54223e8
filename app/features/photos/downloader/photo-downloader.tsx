import { useState } from "react";
import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import type { BatchForm } from "../batch-schema";
import { useProductDirectory } from "../catalogue";
import {
  DEFAULT_SHEET_FORMAT,
  type DownloadMode,
  PHOTO_DOWNLOADER_PAGE,
  PHOTO_HISTORY_PAGE,
  PHOTO_LINE_SHEETS_PAGE,
  PHOTO_SHARES_PAGE,
  type SheetFormat,
} from "../constants";
import { ORIGINALS, type PresetChoice } from "../exports";
import { BatchActions } from "./batch-actions";
import type { BatchResult } from "./batch-run";
import { ItemNumbersField } from "./item-numbers-field";
import { WHILE_PHOTOS, WHILE_SHEET, WHILE_SHEET_BLOCK } from "./mode-classes";
import { ModeToggle } from "./mode-toggle";
import { PresetPicker } from "./preset-picker";
import { ProductBrowser } from "./product-browser";
import { ProgressPanel } from "./progress-panel";
import { ResultPanel } from "./result-panel";
import { SheetFormatPicker } from "./sheet-format-picker";
import { usePhotoBatch } from "./use-photo-batch";

/** A run of the history to start from ("Run again"), and when it was made. */
export interface InitialRun extends BatchForm {
  when: string;
}

/** What the server answered a form posted without scripts that had nothing to send (decision 250). */
export interface PostedAnswer {
  form: BatchForm;
  result: BatchResult | undefined;
}

/**
 * The Photo Downloader page of SPEC.md §2: item numbers (typed or picked) to a zip of photos or a CSV sheet.
 * Item numbers typed win; with the field blank, the ticked products are the batch (decision 240).
 */
export function PhotoDownloader({ initial, answer }: { initial?: InitialRun; answer?: PostedAnswer }) {
  const { t } = useTranslation();
  const start = answer?.form ?? initial;
  const [input, setInput] = useState(start?.items ?? "");
  const [mode, setMode] = useState<DownloadMode>(start?.mode ?? "photos");
  const [preset, setPreset] = useState<PresetChoice>(start?.preset ?? ORIGINALS);
  const [format, setFormat] = useState<SheetFormat>(start?.format ?? DEFAULT_SHEET_FORMAT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const products = useProductDirectory();
  const batch = usePhotoBatch(answer?.result);
  const runsSelection = input.trim() === "" && selected.size > 0;

  return (
    // The mode's radio drives what depends on it through CSS, so a page without scripts shows it too.
    <div className="group/downloader mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("photos.title")}</h1>
      <p className="mt-2 text-muted">
        <span className={WHILE_PHOTOS}>{t("photos.subtitle.photos")}</span>
        <span className={WHILE_SHEET}>{t("photos.subtitle.sheet")}</span>
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6">
        <Link to={PHOTO_HISTORY_PAGE} className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("photos.history.link")}
        </Link>
        <Link to={PHOTO_SHARES_PAGE} className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("photos.share.link")}
        </Link>
        <Link
          to={PHOTO_LINE_SHEETS_PAGE}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          {t("photos.lineSheet.link")}
        </Link>
      </p>
      {initial ? (
        <p role="status" className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
          {t("photos.history.refilled", { when: initial.when })}
        </p>
      ) : null}

      {/* Without scripts the form posts to the page's action, which answers with the file (decision 250). */}
      <form
        method="post"
        action={PHOTO_DOWNLOADER_PAGE}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void batch.run(runsSelection ? [...selected].join(",") : input, mode, { preset, format });
        }}
      >
        {/* A disabled fieldset disables every control inside it: nothing can change while a batch runs. */}
        <fieldset disabled={batch.processing} className="min-w-0 space-y-8">
          <ItemNumbersField value={input} onChange={setInput} />
          <div className="flex flex-wrap items-start gap-x-10 gap-y-6">
            <ModeToggle mode={mode} onChange={setMode} />
            <SheetFormatPicker format={format} onChange={setFormat} className={WHILE_SHEET_BLOCK} />
            <PresetPicker preset={preset} onChange={setPreset} />
          </div>
          {mode === "sheet" && preset !== ORIGINALS ? (
            <p className="-mt-4 max-w-2xl text-sm text-muted">{t("photos.sheetFormat.presetLinks")}</p>
          ) : null}
          <ProductBrowser
            products={products}
            selected={selected}
            onSelect={setSelected}
            onUse={(items) => setInput(items.join(","))}
          />
          <BatchActions
            mode={mode}
            processing={batch.processing}
            canRun={input.trim() !== "" || runsSelection}
            selectedCount={runsSelection ? selected.size : 0}
            onClear={() => {
              setInput("");
              batch.clear();
            }}
          />
        </fieldset>
      </form>

      {batch.processing && batch.progress ? <ProgressPanel progress={batch.progress} /> : null}
      <ResultPanel result={batch.result} />
    </div>
  );
}
