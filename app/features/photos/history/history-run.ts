import type { DownloadMode, SheetFormat } from "../constants";
import type { PresetChoice } from "../exports";

/** One entry of the history: an export, a sheet or a share link made from the Photo Downloader. */
export interface HistoryRun {
  id: number;
  createdAt: number;
  kind: "export" | "sheet" | "share";
  mode: DownloadMode;
  preset: PresetChoice;
  /** A sheet's format (the spec's, for an export). */
  format: SheetFormat;
  itemCount: number;
  photoCount: number;
  bytes: number | null;
  items: string[];
}
