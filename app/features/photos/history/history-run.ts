import type { Language } from "~/lib/languages";
import type { DownloadMode, SheetFormat } from "../constants";
import type { PresetChoice } from "../exports";

/** What the history records: a zip, a CSV sheet, a share link, or a line sheet's PDF. */
export const HISTORY_KINDS = ["export", "sheet", "share", "lineSheet"] as const;

/** One entry of the history: an export, a sheet, a share link or a line sheet made from the photo tools. */
export interface HistoryRun {
  id: number;
  createdAt: number;
  kind: (typeof HISTORY_KINDS)[number];
  mode: DownloadMode;
  preset: PresetChoice;
  /** A sheet's format (the spec's, for an export). */
  format: SheetFormat;
  itemCount: number;
  photoCount: number;
  bytes: number | null;
  items: string[];
  /** A line sheet's language; null for anything else. */
  language: Language | null;
}
