// The door of studio/ (the content studio: editing the site's content in both languages, drafts, previews,
// publications and their history). Everything outside the room imports through here (docs/architecture.md).
export { BrandEditor } from "./brand-editor";
export { lookFormValues } from "./brand-look";
export { brandFormValues, changedValues } from "./brand-text";
export { ChangeList } from "./change-list";
export { FACT_CONTROLS } from "./company-facts";
export {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  FACTS_PREVIEW_VALUE,
  PUBLICATION_NOTE_MAX_LENGTH,
  STUDIO_BRANDS_PATH,
  STUDIO_COMPANY_PATH,
  STUDIO_FORM_LIMIT_BYTES,
  STUDIO_LINEUP_PATH,
  STUDIO_NEW_BRAND_PATH,
  STUDIO_PAGE_PREVIEW_PATH,
  STUDIO_PAGES_PATH,
  STUDIO_PREVIEW_PATH,
} from "./constants";
export { ActionBar, DiscardDraft, EditorForm, EditorStatus, PublishPanel } from "./editor-actions";
export { conflictHelp, editorAnswer } from "./editor-answer";
export type { FieldProblems } from "./field-problems";
export { ImageSlotForm, type ImageSlotView } from "./image-slot-form";
export { imageSlotViews } from "./image-slots";
export { ItemRow } from "./item-row";
export { LegalGuide } from "./legal-guide";
export { blankBrand, brandIdOf } from "./new-brand";
export { type CopySection, copyLabels, factLabels } from "./page-copy";
export { PageCopyEditor } from "./page-copy-editor";
export { PhoneFrame, PreviewBar, type PreviewWidth } from "./preview-bar";
export { type PreviewedItem, previewLinks } from "./previews";
export { ProblemList, ProblemSummary } from "./problem-list";
export { RevisionHistory } from "./revision-history";
export { BackLink, UnknownItem } from "./studio-heading";
export { isLegalPage, isStudioPage, STUDIO_PAGES, type StudioPage } from "./studio-pages";
export { TextPair } from "./text-pair";
