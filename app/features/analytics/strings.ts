import type { StringSection } from "~/features/i18n";

/** The analytics dashboard. */
export const ANALYTICS_STRINGS = ["analytics"] as const satisfies readonly StringSection[];
