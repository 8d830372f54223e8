// The door of contact/ (the contact forms, their schema, outbox and mail). Everything outside the room imports
// through here (docs/architecture.md).

export { BotCheckUnavailable } from "./bot-check/bot-check-unavailable";
export { useBotCheck } from "./bot-check/use-bot-check";
export type { MessageFilter, MessageStatus } from "./constants";
export {
  contactPageFor,
  FAILING_WARNING_AFTER_MS,
  FORM_TOKEN,
  MESSAGE_STATUSES,
  RECIPIENTS,
} from "./constants";
export { ContactForm } from "./contact-form";
export { CONTACT_FORM_STRINGS } from "./strings";
export type { Submission } from "./submission";
export { submissionSchema } from "./submission";
