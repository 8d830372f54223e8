// The door of photos/ (the Photo Downloader, its exports, shares and history). Everything outside the room
// imports through here (docs/architecture.md).
export { batchFormSchema, downloadRequestSchema, lookupRequestSchema } from "./batch-schema";
export {
  BATCH_FORM_LIMIT_BYTES,
  LINE_SHEET_MAX_ITEMS,
  PHOTO_HISTORY_PAGE,
  PHOTO_LINE_SHEETS_PAGE,
  PHOTO_SHARES_PAGE,
  RUN_AGAIN_PARAM,
  SHARE_FORM_LIMIT_BYTES,
  SHARES_PAGE_PARAM,
  SHARES_PER_PAGE,
} from "./constants";
export { PhotoDownloader } from "./downloader";
export { HistoryTable } from "./history";
export {
  type LineSheetDefaults,
  type LineSheetOutcome,
  LineSheetPage,
  lineSheetFormSchema,
  lineSheetRequest,
} from "./line-sheets";
export {
  ShareEnded,
  ShareList,
  ShareMade,
  SharePage,
  SharePages,
  shareFormSchema,
  sharesPageHref,
  sharesPageSchema,
} from "./shares";
export {
  PHOTO_DOWNLOADER_STRINGS,
  PHOTO_HISTORY_STRINGS,
  PHOTO_LINE_SHEETS_STRINGS,
  PHOTO_SHARES_STRINGS,
  SHARE_PAGE_STRINGS,
} from "./strings";
export { ToolsSubpageHeading } from "./tools-subpage-heading";
