// The door of i18n/ (languages, translations and the route copy). Everything outside the room imports through
// here (docs/architecture.md).
export { LanguageSync } from "./language-sync";
export { about as enAbout } from "./locales/en/about";
export { home as enHome } from "./locales/en/home";
export { layout as enLayout } from "./locales/en/layout";
export { about as frAbout } from "./locales/fr/about";
export { home as frHome } from "./locales/fr/home";
export { layout as frLayout } from "./locales/fr/layout";
export { revalidateOnLanguageChange } from "./revalidation";
export type { StringSection, Strings } from "./strings";
export { mergeStrings, pickStrings } from "./strings";
export type { Translate } from "./translator";
export { useLanguage, useSwitchLanguage } from "./use-language";
export type { StringsHandle } from "./use-route-strings";
export { useRouteStrings } from "./use-route-strings";
export { TranslationProvider, useTranslation } from "./use-translation";
