// The door of photos/history/ (the record of past downloads): its server-only parts. The other photo rooms
// import through here (docs/architecture.md).
export {
  historyRun,
  recentRuns,
  recordLineSheet,
  recordRun,
  recordShare,
  recordSize,
} from "./history.server";
