// The door of photos/history/ (the record of past downloads). The other photo rooms import through here
// (docs/architecture.md).
export { HistoryTable } from "./history-table";
