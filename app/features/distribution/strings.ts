import type { StringSection } from "~/features/i18n";

/** The distribution centre page: heading, facts, promise and services. */
export const DISTRIBUTION_STRINGS = [
  "distribution.eyebrow",
  "distribution.heading",
  "distribution.intro",
  "distribution.imageAlt",
  "distribution.facts",
  "distribution.promise",
  "distribution.services",
] as const satisfies readonly StringSection[];
