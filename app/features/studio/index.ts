// The door of studio/ (the content studio: editing the site's content in both languages, drafts, previews,
// publications and their history). Everything outside the room imports through here (docs/architecture.md).
export { BrandEditor } from "./brand-editor";
export { BrandImages } from "./brand-images";
export { lookFormValues } from "./brand-look";
export { brandFormValues, changedValues } from "./brand-text";
export { TheirChanges } from "./change-list";
export {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  FACTS_PREVIEW_VALUE,
  STUDIO_BRANDS_PATH,
  STUDIO_FORM_LIMIT_BYTES,
  STUDIO_PAGES_PATH,
  STUDIO_PREVIEW_PATH,
} from "./constants";
export { DiscardDraft } from "./editor-actions";
export { conflictHelp, editorAnswer } from "./editor-answer";
export { EditorHeading } from "./editor-heading";
export { editorState } from "./editor-state";
export { FactsEditor, factControlLabels } from "./facts-editor";
export { FactsHistory } from "./facts-history";
export type { FieldProblems } from "./field-problems";
export { imageSlotViews } from "./image-slots";
export { LegalGuide } from "./legal-guide";
export { LineupEditor, LineupHistory } from "./lineup-editor";
export { blankBrand, brandIdOf } from "./new-brand";
export { copyLabels, factLabels } from "./page-copy";
export { PageCopyEditor } from "./page-copy-editor";
export { PhoneFrame, PreviewBar, type PreviewWidth } from "./preview-bar";
export { type PreviewedItem, previewLinks } from "./previews";
export { ProblemSummary } from "./problem-list";
export { RevisionHistory } from "./revision-history";
export { StudioBrands, StudioPages } from "./studio-front";
export { BackLink, UnknownItem } from "./studio-heading";
export { isLegalPage, isStudioPage, type StudioPage } from "./studio-pages";
