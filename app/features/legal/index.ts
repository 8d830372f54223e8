// The door of legal/ (the privacy, accessibility and terms pages). Everything outside the room imports through
// here (docs/architecture.md).
export { LegalPage } from "./legal-page";
