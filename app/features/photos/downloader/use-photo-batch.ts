import { useCallback, useEffect, useRef, useState } from "react";
import type { DownloadMode, SheetFormat } from "../constants";
import type { PresetChoice } from "../exports";
import { lookupItems, prepareDownload, startDownload } from "./batch-requests";
import { type BatchResult, type Progress, runBatch } from "./batch-run";

/**
 * The Photo Downloader's run state: idle, or processing with progress; then idle with a result. `answered`
 * is the result of a run the server made of the form posted without scripts.
 */
export function usePhotoBatch(answered?: BatchResult) {
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState<Progress>();
  const [result, setResult] = useState<BatchResult | undefined>(answered);
  const running = useRef<AbortController>(undefined);

  // Leaving the page abandons a run: the server stops looking items up.
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (
      input: string,
      mode: DownloadMode,
      { preset, format }: { preset: PresetChoice; format: SheetFormat },
    ) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setProcessing(true);
      setResult(undefined);
      setProgress(undefined);
      try {
        const outcome = await runBatch(input, mode, {
          lookup: lookupItems,
          prepare: (chosenMode, items, signal) =>
            prepareDownload({ mode: chosenMode, preset, format, items }, signal),
          download: startDownload,
          onProgress: setProgress,
          preset,
          signal: controller.signal,
        });
        if (outcome) setResult(outcome);
      } finally {
        running.current = undefined;
        if (!controller.signal.aborted) setProcessing(false);
      }
    },
    [],
  );

  const clear = useCallback(() => {
    setResult(undefined);
    setProgress(undefined);
  }, []);

  return { processing, progress, result, run, clear };
}
