// The door of analytics/ (counting without tracking, and the dashboard staff read it on). Everything outside
// the room imports through here (docs/architecture.md).

export { AnalyticsDashboard } from "./analytics-dashboard";
export {
  ANALYTICS_EXPORT_PATH,
  ANALYTICS_PATH,
  brandWebsitePath,
  GOALS,
  type Goal,
  isReportTable,
} from "./constants";
export { periodAsked } from "./period";
export type { BrandNames } from "./report-labels";
export { ANALYTICS_STRINGS } from "./strings";
