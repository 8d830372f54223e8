// The door of analytics/: its server-only parts. Everything outside the room imports through here
// (docs/architecture.md).
export { type CountingSettings, startCounting, stopCounting, writeCounts } from "./counting.server";
export { analyticsReport } from "./report.server";
export { reportCsv } from "./report-csv.server";
export { countGoal, countPageView, type PageAnswer } from "./tally.server";
export { headerReaderOf } from "./visit-facts";
