// The door of studio/: its server-only parts, through which the studio's pages edit, publish and roll back, and
// the server takes uploads and archives. Public pages read what is live from live-content/ (docs/architecture.md).

export { exportContent, importContent } from "./archive.server";
export { withArtwork } from "./brand-art.server";
export {
  brandEdit,
  brandHistory,
  brandRevision,
  brandStates,
  createBrand,
  discardBrandDraft,
  newBrands,
  publishBrand,
  rollBackBrand,
  saveBrandDraft,
} from "./brand-editing.server";
export { brandFromForm, sameFromForm } from "./brand-form.server";
export { uploadBrandImage } from "./brand-upload.server";
export {
  companyFactsFor,
  discardFactsDraft,
  factsEdit,
  factsFormValues,
  factsFromForm,
  factsHistory,
  publishFacts,
  rollBackFacts,
  saveFactsDraft,
} from "./company-facts.server";
export {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  STUDIO_BRANDS_PATH,
  STUDIO_PREVIEWS_PATH,
  UPLOAD_FORM_LIMIT_BYTES,
} from "./constants";
export {
  discardAnswer,
  editAnswer,
  editorRequest,
  publicationNote,
  refusedAnswer,
} from "./edit-answer.server";
export { uploadedImageFile } from "./image-files.server";
export type { ItemState } from "./item-editing.server";
export type { LineupChange } from "./lineup-change";
export { changeLineup, lineupHistory, lineupView } from "./lineup-editing.server";
export {
  copyFormValues,
  copyFromForm,
  copySections,
  discardPageDraft,
  pageEdit,
  pageHistory,
  pageRevision,
  pageStates,
  publishPage,
  rollBackPage,
  savePageDraft,
} from "./page-copy.server";
export { showPreviewIn } from "./preview-language.server";
export { revisionNumber, studioLoaderStart, studioNotFound, studioSeo } from "./studio-loader.server";
export { previewed, studioPreview } from "./studio-preview.server";
