// The door of layout/ (the public site's frame: header, menus, banner, footer, error page). Everything outside
// the room imports through here (docs/architecture.md).
export { CompanyMark } from "./company-logo";
export { SITE_LAYOUT_COPY } from "./copy";
export { ErrorPage } from "./error-page";
export { LanguageSelector } from "./language-link";
export { NavigationScroll } from "./navigation-scroll";
export { RefusalPage } from "./refusal-page";
export { SiteLayout } from "./site-layout";
export { ERROR_PAGE_STRINGS, LANGUAGE_SELECTOR_STRINGS } from "./strings";
