// The door of contact/ (the contact forms, their schema, outbox and mail): its server-only parts. Everything
// outside the room imports through here (docs/architecture.md).
export type { FailureCode, Screened } from "./admission.server";
export { newChallenge } from "./bot-check/altcha.server";
export { botCheckSettings } from "./bot-check/bot-check.server";
export { contactFormAction } from "./contact-action.server";
export { handleContactRequest } from "./contact-endpoint.server";
export {
  forgetFinishedMailTo,
  outboxBacklog,
  type StaffMail,
  startOutbox,
  stopOutbox,
  storeStaffMail,
  wakeOutbox,
} from "./outbox.server";
export { acceptPublicForm } from "./public-form.server";
export { storeVisitorMail } from "./visitor-mail.server";
