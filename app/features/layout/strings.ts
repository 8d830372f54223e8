import type { StringSection } from "~/features/i18n";

/** The language selector alone, where it appears outside the site layout (the staff tools). */
export const LANGUAGE_SELECTOR_STRINGS = ["layout.language"] as const satisfies readonly StringSection[];

/** The page an error boundary shows, under any layout. */
export const ERROR_PAGE_STRINGS = ["pages.error"] as const satisfies readonly StringSection[];
