import type { Translate } from "~/features/i18n";
import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import type { ReportTable } from "./constants";
import type { Report } from "./report";
import { type BrandNames, rowLabel } from "./report-labels";

/**
 * One of the dashboard's tables in full, as CSV headed in the reader's language, with a BOM so Excel reads
 * UTF-8. Referrers and campaigns come from visitors' addresses, so every cell is made spreadsheet-safe.
 */
export function reportCsv(report: Report, table: ReportTable, t: Translate, brands: BrandNames): string {
  const range = `${report.period.from} – ${report.period.to}`;
  let rows: (string | number)[][];
  if (table === "days") {
    rows = [
      [
        t(report.monthly ? "analytics.chart.month" : "analytics.chart.day"),
        t("analytics.chart.views"),
        t("analytics.chart.visitors"),
      ],
      ...report.series.map((point) => [point.at, point.views, point.visitors]),
    ];
  } else if (table === "goals") {
    rows = [
      [
        t("analytics.goals.column"),
        `${t("analytics.goals.count")} (${range})`,
        t("analytics.tables.before"),
        t("analytics.goals.conversion"),
        t("analytics.goals.pages"),
      ],
      ...report.goals.map((goal) => [
        t(`analytics.goals.names.${goal.goal}`),
        goal.count,
        goal.previousCount,
        Math.round(goal.conversion * 1000) / 10,
        goal.pages.map((page) => `${page.page} (${page.count})`).join(", "),
      ]),
    ];
  } else {
    const withGoals = table === "pages" || table === "brands";
    rows = [
      [
        t(`analytics.tables.${table}.column`),
        `${t("analytics.tables.views")} (${range})`,
        t("analytics.tables.before"),
        ...(withGoals ? [t("analytics.tables.goals")] : []),
      ],
      ...report.tables[table].map((row) => [
        rowLabel(table, row.key, t, brands),
        row.views,
        row.previousViews,
        ...(withGoals ? [row.goals ?? 0] : []),
      ]),
    ];
  }
  const safe = rows.map((row) =>
    row.map((cell) => (typeof cell === "string" ? spreadsheetText(cell) : cell)),
  );
  return spreadsheetCsv(safe);
}
