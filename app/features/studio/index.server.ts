// The door of studio/: its server-only parts. Public pages read what is live through `publishedContent`;
// the studio's pages edit, publish and roll back through the rest (docs/architecture.md).
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
