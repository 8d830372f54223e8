import type { StringSection } from "~/features/i18n";

/** The application page: its own copy, and the contact form's hidden field label it shares. */
export const RETAILERS_STRINGS = [
  "retailers.apply",
  "contact.honeypot",
] as const satisfies readonly StringSection[];

/** The notify-me form on the B2B page, and the pages its mailed links open. */
export const NOTIFY_STRINGS = [
  "retailers.notify",
  "contact.honeypot",
] as const satisfies readonly StringSection[];
