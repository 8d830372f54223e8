// The door of analytics/: its server-only parts. Everything outside the room imports through here
// (docs/architecture.md).
export { startCounting, stopCounting } from "./counting.server";
export { analyticsReport } from "./report.server";
export { reportCsv } from "./report-csv.server";
export { countGoal, countPageView } from "./tally.server";
export { headerReaderOf } from "./visit-facts";
