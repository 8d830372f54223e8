// The door of contact/ (the contact forms, their schema, outbox and mail): its server-only parts. Everything
// outside the room imports through here (docs/architecture.md).
export { newChallenge } from "./bot-check/altcha.server";
export { botCheckSettings, passesBotCheck } from "./bot-check/bot-check.server";
export { contactFormAction } from "./contact-action.server";
export {
  FAILURES,
  handleContactRequest,
  readContactBody,
  refused,
} from "./contact-endpoint.server";
export { vouchForPlainPost } from "./form-token.server";
export {
  forgetFinishedMailTo,
  outboxBacklog,
  type StaffMail,
  startOutbox,
  stopOutbox,
  storeStaffMail,
  wakeOutbox,
} from "./outbox.server";
