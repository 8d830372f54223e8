import type { StringSection } from "~/features/i18n";

/** The contact form, general or a brand's: everything of `contact` but the contact page's own copy. */
export const CONTACT_FORM_STRINGS = [
  "contact.general",
  "contact.fields",
  "contact.recipients",
  "contact.requiredNote",
  "contact.privacyLink",
  "contact.sending",
  "contact.honeypot",
  "contact.errors",
  "contact.confirm",
  "contact.nextStep",
] as const satisfies readonly StringSection[];
