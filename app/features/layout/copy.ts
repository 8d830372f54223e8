import { layout as enLayout } from "~/features/i18n/locales/en/layout";
import { layout as frLayout } from "~/features/i18n/locales/fr/layout";
import type { StringsHandle } from "~/features/i18n/use-route-strings";
import { typesetFrenchStrings } from "~/lib/french-typography";

/**
 * The public site's header, menus, scroll banner and footer in both languages, for the public layout route's
 * `handle`: every page renders them, so they come with the layout's script rather than a second time in each
 * document (decision 163).
 */
export const SITE_LAYOUT_COPY: StringsHandle = {
  strings: { en: { layout: enLayout }, fr: typesetFrenchStrings({ layout: frLayout }) },
};
