// The door of contact/ (the contact forms, their schema, outbox and mail). Everything outside the room imports
// through here (docs/architecture.md).

export type { MessageFilter, MessageStatus } from "./constants";
export {
  contactPageFor,
  FAILING_WARNING_AFTER_MS,
  MESSAGE_STATUSES,
  RECIPIENTS,
} from "./constants";
export { ContactForm } from "./contact-form";
export { FormOutcome, GateFields, SendButton } from "./gate-fields";
export { CONTACT_FORM_STRINGS } from "./strings";
export type { Submission } from "./submission";
export { submissionSchema } from "./submission";
export { type FormRules, usePublicForm } from "./use-public-form";
