import type { StringSection } from "~/features/i18n";

/** The services page: its heading and each service's section. */
export const SERVICES_STRINGS = [
  "services.eyebrow",
  "services.heading",
  "services.intro",
  "services.sections",
  "services.contactUs",
] as const satisfies readonly StringSection[];
