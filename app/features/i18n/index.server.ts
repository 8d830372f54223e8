// The door of i18n/ (languages, translations and the route copy): its server-only parts. Everything outside the
// room imports through here (docs/architecture.md).
export { languageMiddleware, publicPageHeadersMiddleware } from "./middleware.server";
export {
  type CopyText,
  copyChangesFor,
  copyPreviewContext,
  pageCopyNow,
  pageCopyTexts,
  siteText,
} from "./published-copy.server";
export { stringsFor } from "./strings.server";
export { serverT, siteT } from "./translate.server";
