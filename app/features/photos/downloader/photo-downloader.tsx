import { useState } from "react";
import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { useProductDirectory } from "../catalogue";
import {
  DEFAULT_SHEET_FORMAT,
  type DownloadMode,
  PHOTO_HISTORY_PAGE,
  PHOTO_SHARES_PAGE,
  type SheetFormat,
} from "../constants";
import { ORIGINALS, type PresetChoice } from "../exports";
import { BatchActions } from "./batch-actions";
import { ItemNumbersField } from "./item-numbers-field";
import { ModeToggle } from "./mode-toggle";
import { PresetPicker } from "./preset-picker";
import { ProductBrowser } from "./product-browser";
import { ProgressPanel } from "./progress-panel";
import { ResultPanel } from "./result-panel";
import { SheetFormatPicker } from "./sheet-format-picker";
import { usePhotoBatch } from "./use-photo-batch";

/** A run of the history to start from ("Run again"), and when it was made. */
export interface InitialRun {
  items: string;
  mode: DownloadMode;
  preset: PresetChoice;
  format: SheetFormat;
  when: string;
}

/**
 * The Photo Downloader page of SPEC.md §2: item numbers (typed or picked) to a zip of photos or a CSV sheet.
 * Item numbers typed win; with the field blank, the ticked products are the batch (decision 240).
 */
export function PhotoDownloader({ initial }: { initial?: InitialRun }) {
  const { t } = useTranslation();
  const [input, setInput] = useState(initial?.items ?? "");
  const [mode, setMode] = useState<DownloadMode>(initial?.mode ?? "photos");
  const [preset, setPreset] = useState<PresetChoice>(initial?.preset ?? ORIGINALS);
  const [format, setFormat] = useState<SheetFormat>(initial?.format ?? DEFAULT_SHEET_FORMAT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const products = useProductDirectory();
  const batch = usePhotoBatch();
  const runsSelection = input.trim() === "" && selected.size > 0;

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("photos.title")}</h1>
      <p className="mt-2 text-muted">{t(`photos.subtitle.${mode}`)}</p>
      <p className="mt-2 flex flex-wrap gap-x-6">
        <Link to={PHOTO_HISTORY_PAGE} className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("photos.history.link")}
        </Link>
        <Link to={PHOTO_SHARES_PAGE} className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("photos.share.link")}
        </Link>
      </p>
      {initial ? (
        <p role="status" className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
          {t("photos.history.refilled", { when: initial.when })}
        </p>
      ) : null}

      <form
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
            {mode === "sheet" ? <SheetFormatPicker format={format} onChange={setFormat} /> : null}
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
