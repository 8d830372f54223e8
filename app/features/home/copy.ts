import type { StringsHandle } from "~/features/i18n";
import { enAbout, enHome, frAbout, frHome, pickStrings } from "~/features/i18n";
import { typesetFrenchStrings } from "~/lib/french-typography";
import { ABOUT_BLOCK_STRINGS, HOME_STRINGS } from "./strings";

/** What the home page's route carries of the site's strings (staff's changes to them come in its data). */
export const HOME_COPY_SECTIONS = [...HOME_STRINGS, ...ABOUT_BLOCK_STRINGS];

/**
 * The home page's own copy in both languages, for its route's `handle`: the page renders nearly all of it,
 * so it comes with the page's script instead of a second time in the document (decision 163). French is
 * typeset as the server's table is (`resources.server.ts`), so both sides render the same text.
 */
export const HOME_COPY: StringsHandle = {
  strings: {
    en: pickStrings({ home: enHome, about: enAbout }, HOME_COPY_SECTIONS),
    fr: pickStrings(typesetFrenchStrings({ home: frHome, about: frAbout }), HOME_COPY_SECTIONS),
  },
};
