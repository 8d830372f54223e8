import { typesetFrenchStrings } from "~/lib/french-typography";
import type { Language } from "~/lib/languages";
import { en, type Translation } from "./locales/en";
import { fr } from "./locales/fr";

/**
 * Only the visitor's language travels to the browser, in the root loader's data, never in the bundle.
 * French is typeset once here (no-break spaces in numbers, before units and colons), so no string can break
 * "150 000 pi²" across lines whoever wrote it.
 */
export const TRANSLATIONS: Record<Language, Translation> = { en, fr: typesetFrenchStrings(fr) };
