// The door of photos/exports/ (retailer presets: pre-flight, resizing and the derived cache, public export
// links): its server-only parts. The other photo rooms import through here (docs/architecture.md).
export type { PhotoToExport } from "./export-entries.server";
export {
  DIRECTORY_PLACEHOLDERS,
  exportPhotos,
  isUnreadableImage,
  presetPhoto,
  presetZipEntries,
} from "./export-entries.server";
export { exportImage } from "./export-image.server";
export { presetLinks, recordExportedItems } from "./export-links.server";
export { preflight } from "./preflight.server";
export {
  type CatalogueImageSize,
  catalogueImage,
  isCatalogueImageSize,
  productThumbnail,
} from "./product-thumbnail.server";
export { prepareResizes } from "./resize-queues.server";
export { serveResizes } from "./resizer-worker.server";
