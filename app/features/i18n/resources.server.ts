import { typesetFrenchStrings } from "~/lib/french-typography";
import type { Language } from "~/lib/languages";
import { en, type Translation } from "./locales/en";
import { fr } from "./locales/fr";

/**
 * The tables the server renders and loaders send strings from: each route sends the visitor's language only
 * (decision 102), except copy a route carries in both languages in its module (decision 163).
 * French is typeset once here (no-break spaces in numbers, before units and colons), so no string can break
 * "150 000 pi²" across lines whoever wrote it.
 */
export const TRANSLATIONS: Record<Language, Translation> = { en, fr: typesetFrenchStrings(fr) };
