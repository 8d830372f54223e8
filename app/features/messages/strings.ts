import type { StringSection } from "~/features/i18n";

/** The Messages tool: its own copy, the departments' names and the languages' names. */
export const MESSAGES_STRINGS = [
  "tools.messages",
  "tools.applications",
  "tools.notifyList",
  "retailers.apply.storeTypes",
  "contact.recipients",
  "layout.language",
] as const satisfies readonly StringSection[];
