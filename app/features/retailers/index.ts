// The door of retailers/ (the retail account application for buyers who want to carry our brands). Everything
// outside the room imports through here (docs/architecture.md).
export { ApplicationForm } from "./application-form";
export type { Application } from "./application-schema";
export {
  APPLICATION_PATH,
  APPLICATIONS_PAGE_SIZE,
  APPLICATIONS_PATH,
  applicationPathFor,
  REVIEW_MOVES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from "./constants";
export { RETAILERS_STRINGS } from "./strings";
