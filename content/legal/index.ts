import { LEGAL_EN } from "./en";
import { LEGAL_FR } from "./fr";
import type { LegalTexts } from "./schema";

/** The legal texts per language; French satisfies the same shape as English. */
export const LEGAL_TEXTS: Record<"en" | "fr", LegalTexts> = { en: LEGAL_EN, fr: LEGAL_FR };
