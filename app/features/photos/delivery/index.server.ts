// The door of photos/delivery/ (zip archives, photo sheets (CSV) and the file names in them): its server-only
// parts. The other photo rooms import through here (docs/architecture.md).
export type { SheetItem } from "./photo-sheet.server";
export { originalLinks, photoSheet } from "./photo-sheet.server";
export { FILE_LIST_NAME, fileList, leftOutReport, photoZipEntries } from "./zip-entries.server";
export type { ZipEntry, ZipFile } from "./zip-stream.server";
export { storedZip } from "./zip-stream.server";
