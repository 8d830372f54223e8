// The door of studio/: its server-only parts, through which the studio's pages edit, publish and roll back, and
// the server takes uploads and archives. Public pages read what is live from live-content/ (docs/architecture.md).

export { exportContent, importContent } from "./archive.server";
export { withArtwork } from "./brand-art.server";
export { brandEdit, brandHistory, brandRevision, createBrand, rollBackBrand } from "./brand-editing.server";
export { brandFromForm, sameFromForm } from "./brand-form.server";
export { editBrand } from "./brand-request.server";
export { companyFactsFor, factsEdit, factsFormValues, factsHistory } from "./company-facts.server";
export {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  STUDIO_BRANDS_PATH,
  STUDIO_PREVIEWS_PATH,
  UPLOAD_FORM_LIMIT_BYTES,
} from "./constants";
export { publicationNote, revisionNumber, rollBackAnswer } from "./edit-answer.server";
export { editFacts } from "./facts-editing.server";
export { uploadedImageFile } from "./image-files.server";
export { lineupHistory, lineupView } from "./lineup-editing.server";
export { editLineup } from "./lineup-request.server";
export {
  copyFormValues,
  copySections,
  pageEdit,
  pageHistory,
  pageRevision,
  rollBackPage,
} from "./page-copy.server";
export { editPageCopy, legalGuide } from "./page-copy-request.server";
export { showPreviewIn } from "./preview-language.server";
export { studioFront } from "./studio-front.server";
export { studioLoaderStart, studioNotFound, studioSeo } from "./studio-loader.server";
export { previewed, studioPreview } from "./studio-preview.server";
