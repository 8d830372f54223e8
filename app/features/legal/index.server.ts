// The door of legal/ (the privacy, accessibility and terms pages): its server-only parts. Everything outside the
// room imports through here (docs/architecture.md).
export { legalFactsNow, legalPageData } from "./legal.server";
