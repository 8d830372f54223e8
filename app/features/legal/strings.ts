import type { StringSection } from "~/features/i18n";

/** A legal page's own labels; its text comes with the page's data, in the visitor's language. */
export const LEGAL_PAGE_STRINGS = ["pages.legal"] as const satisfies readonly StringSection[];
