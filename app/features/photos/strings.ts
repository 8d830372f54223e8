import type { StringSection } from "~/features/i18n";

/** The Photo Downloader: everything of `photos` but its page metadata. */
export const PHOTO_DOWNLOADER_STRINGS = [
  "photos.title",
  "photos.subtitle",
  "photos.itemNumbers",
  "photos.mode",
  "photos.preset",
  "photos.sheetFormat",
  "photos.share",
  "photos.history",
  "photos.lineSheet",
  "photos.browse",
  "photos.actions",
  "photos.progress",
  "photos.result",
  "photos.warnings",
  "photos.errors",
] as const satisfies readonly StringSection[];

/** The history of runs: its own words, and the names of modes and presets. */
export const PHOTO_HISTORY_STRINGS = [
  "photos.history",
  "photos.mode",
  "photos.preset",
  "photos.sheetFormat",
  "photos.share",
  "photos.lineSheet",
] as const satisfies readonly StringSection[];

/** The staff's share links page. */
export const PHOTO_SHARES_STRINGS = [
  "photos.share",
  "photos.preset",
  "photos.lineSheet",
] as const satisfies readonly StringSection[];

/** Line sheets: their page, and the share form under one made. */
export const PHOTO_LINE_SHEETS_STRINGS = [
  "photos.lineSheet",
  "photos.share",
  "photos.history",
] as const satisfies readonly StringSection[];

/** The retailer's public page of a share link. */
export const SHARE_PAGE_STRINGS = ["pages.share"] as const satisfies readonly StringSection[];
