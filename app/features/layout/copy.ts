import type { StringsHandle } from "~/features/i18n";
import { enLayout, frLayout } from "~/features/i18n";
import { typesetFrenchStrings } from "~/lib/french-typography";

/**
 * The public site's header, menus, scroll banner and footer in both languages, for the public layout route's
 * `handle`: every page renders them, so they come with the layout's script rather than a second time in each
 * document (decision 163).
 */
export const SITE_LAYOUT_COPY: StringsHandle = {
  strings: { en: { layout: enLayout }, fr: typesetFrenchStrings({ layout: frLayout }) },
};
