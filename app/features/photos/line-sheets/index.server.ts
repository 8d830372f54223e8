// The door of photos/line-sheets/ (PDF line sheets for retail buyers): its server-only parts. The other photo
// rooms import through here (docs/architecture.md).
export { prepareLineSheets } from "./line-sheet-document.server";
export { lineSheetById, lineSheetResponse, makeLineSheet } from "./line-sheets.server";
