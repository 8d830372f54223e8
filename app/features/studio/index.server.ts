// The door of studio/: its server-only parts. Public pages read what is live through `publishedContent`;
// the studio's pages edit, publish and roll back through the rest (docs/architecture.md).

export { type ArchiveSummary, exportContent, importContent } from "./archive.server";
export {
  type BrandEdit,
  type BrandState,
  type BrandVersion,
  brandEdit,
  brandHistory,
  brandRevision,
  brandStates,
  discardBrandDraft,
  type EditOutcome,
  publishBrand,
  type RevisionSummary,
  rollBackBrand,
  saveBrandDraft,
} from "./brand-editing.server";
export { brandFromForm, sameFromForm } from "./brand-form.server";
export { type SlotOutcome, uploadBrandImage } from "./brand-upload.server";
export { STUDIO_BRANDS_PATH, STUDIO_PREVIEW_PATH, UPLOAD_FORM_LIMIT_BYTES } from "./constants";
export { type ImageFile, uploadedImageFile } from "./image-files.server";
export { storeUpload, type UploadRefusal } from "./images.server";
export { studioSeo } from "./page-seo.server";
