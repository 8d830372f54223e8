/** The analytics dashboard, for the owner and marketing. */
export const ANALYTICS_PATH = "/tools/analytics";
/** Any of the dashboard's tables as CSV: `?table=pages&period=30d`. */
export const ANALYTICS_EXPORT_PATH = "/api/analytics/export";

/** Counts wait in memory at most this long before they are written (and what a kill -9 may lose). */
export const FLUSH_EVERY_MS = 5_000;
/** Days keep their own rows this long; older ones are added into their month's. */
export const DAILY_ROWS_KEPT_DAYS = 30;

/** The campaign parameters read from a page's address (the rest of the query is never kept). */
export const CAMPAIGN_PARAMS = {
  source: "utm_source",
  medium: "utm_medium",
  campaign: "utm_campaign",
} as const;
/** A campaign value or referring host is cut to this length. */
export const VALUE_MAX_LENGTH = 100;
/**
 * Rows one instance holds between two writes: past it, new referrers and campaigns are counted as "other",
 * so a flood of made-up campaign names cannot fill memory or the tables.
 */
export const PENDING_ROWS_MAX = 5_000;
/**
 * New visitors one instance holds between two writes: past it, more are not counted until the next write, so a
 * flood from made-up addresses costs neither memory nor a huge insert.
 */
export const PENDING_VISITORS_MAX = 20_000;
/** The value that stands for the many once `PENDING_ROWS_MAX` is reached. */
export const OTHER_VALUE = "(other)";

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** What counts as a retailer coming closer: each a step a person takes, counted where it happens on the server. */
export const GOALS = [
  "contactMessage",
  "retailApplication",
  "notifyConfirmed",
  "shareDownload",
  "lineSheetDownload",
  "websiteVisit",
] as const;
export type Goal = (typeof GOALS)[number];

/** The periods the dashboard offers, each compared with the one just before it. */
export const PERIODS = ["today", "7d", "30d", "12m", "custom"] as const;
export type PeriodChoice = (typeof PERIODS)[number];
export const DEFAULT_PERIOD = "30d" satisfies PeriodChoice;
/** A custom period spans at most this many days (the retention's reach). */
export const CUSTOM_PERIOD_MAX_DAYS = 800;

/** The dashboard's tables, each also a CSV. */
export const REPORT_TABLES = [
  "days",
  "pages",
  "brands",
  "referrers",
  "campaigns",
  "languages",
  "devices",
  "goals",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const isReportTable = (value: string | null): value is ReportTable =>
  (REPORT_TABLES as readonly (string | null)[]).includes(value);
/** Rows each table shows on the dashboard; the CSV has them all. */
export const TABLE_ROWS_SHOWN = 10;

/**
 * The same-site address a brand page's "visit their website" goes through, so the click can be counted: never
 * longer than the brand's own address, so the page gains no bytes (decision 244).
 */
export const brandWebsitePath = (brandId: string) => `/go/${brandId}`;
