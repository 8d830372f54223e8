import type { StringSection } from "~/features/i18n";

/** The ERP feeds page. */
export const FEEDS_STRINGS = ["tools.feeds"] as const satisfies readonly StringSection[];
