import type { Language } from "~/lib/languages";
import { en, type Translation } from "./locales/en";
import { fr } from "./locales/fr";

/** Only the visitor's language travels to the browser, in the root loader's data, never in the bundle. */
export const TRANSLATIONS: Record<Language, Translation> = { en, fr };
