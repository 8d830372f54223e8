// The door of photos/ (the Photo Downloader, its exports, shares and history): its server-only parts. Everything
// outside the room imports through here (docs/architecture.md).
export {
  directoryChoices,
  directoryFields,
  lookupLines,
  ndjson,
  photoStore,
  streamFrom,
} from "./catalogue/index.server";
export { DOWNLOADS_API_PATH, PHOTO_PATH, SHARE_PATH } from "./constants";
export {
  answerShareForm,
  invalidBody,
  preparedDownload,
  prepareFoundPhotos,
  readJsonBody,
  runPostedBatch,
  sendDownload,
} from "./downloader/index.server";
export { ORIGINALS } from "./exports";
export {
  type CatalogueImageSize,
  catalogueImage,
  exportImage,
  isCatalogueImageSize,
  productThumbnail,
  serveResizes,
} from "./exports/index.server";
export { downloadFileName } from "./file-timestamp";
export { historyRun, recentRuns, recordSize } from "./history/index.server";
export { isItemNumber, photoNumber } from "./item-numbers";
export {
  lineSheetById,
  lineSheetResponse,
  makeLineSheet,
  prepareLineSheets,
} from "./line-sheets/index.server";
export {
  countDownload,
  createShare,
  redactSharePath,
  revokeShare,
  shareByToken,
  sharesPage,
} from "./shares/index.server";
