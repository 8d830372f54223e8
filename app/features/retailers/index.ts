// The door of retailers/ (the retail account application for buyers who want to carry our brands, and the B2B
// page's notify-me list). Everything outside the room imports through here (docs/architecture.md).
export { ApplicationForm } from "./application-form";
export type { StatusChange, StoredApplication } from "./application-record";
export type { Application } from "./application-schema";
export {
  APPLICATION_PATH,
  APPLICATIONS_PAGE_SIZE,
  APPLICATIONS_PATH,
  applicationPathFor,
  NOTIFY,
  NOTIFY_LIST_EXPORT_PATH,
  NOTIFY_LIST_PATH,
  REVIEW_MOVES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from "./constants";
export { NotifyForm } from "./notify-form";
export { NotifyLinkPage } from "./notify-link-page";
export { NOTIFY_STRINGS, RETAILERS_STRINGS } from "./strings";
