// The door of photos/line-sheets/ (PDF line sheets for retail buyers). The other photo rooms import through
// here (docs/architecture.md).
export { type LineSheetDefaults, LineSheetPage } from "./line-sheet-page";
export { type LineSheetOutcome, lineSheetFormSchema, lineSheetRequest } from "./line-sheet-schema";
