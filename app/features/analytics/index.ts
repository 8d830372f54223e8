// The door of analytics/ (counting without tracking, and the dashboard staff read it on). Everything outside
// the room imports through here (docs/architecture.md).

export { AnalyticsDashboard } from "./analytics-dashboard";
export { ANALYTICS_PATH, brandWebsitePath, isReportTable, REPORT_TABLES } from "./constants";
export { periodAsked } from "./period";
export { ANALYTICS_STRINGS } from "./strings";
