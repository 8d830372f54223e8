import { sql } from "kysely";
import { companyDay } from "~/lib/company-time";
import { database } from "~/lib/database.server";
import { DAILY_ROWS_KEPT_DAYS, GOALS } from "./constants";
import { addDays, daysIn, daysOf, type Period, previousPeriod } from "./period";
import type { GoalReport, Report, ReportRow, SeriesPoint, Totals } from "./report";

/** The chart shows months rather than days past this many days. */
const MONTHLY_AFTER_DAYS = 62;

const summed = (column: "views" | "count") =>
  sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

/**
 * The rows of `analytics_views` or `analytics_goals` a period covers: its days, and the months rolled up before
 * the days kept day by day (whole months: a day's own row is gone once it is rolled up).
 */
function inPeriod(period: Period, firstRawDay: string) {
  const days = sql<boolean>`(length(period) = 10 and period >= ${period.from} and period <= ${period.to})`;
  if (period.from >= firstRawDay) return days;
  const lastRolled = period.to < firstRawDay ? period.to : addDays(firstRawDay, -1);
  return sql<boolean>`(${days} or (length(period) = 7 and period >= ${period.from.slice(0, 7)} and period <= ${lastRolled.slice(0, 7)}))`;
}

/** The dimensions of `analytics_views` a table groups by. */
const DIMENSIONS = {
  pages: ["path"],
  referrers: ["referrer"],
  campaigns: ["source", "medium", "campaign"],
  languages: ["language"],
  devices: ["device"],
} as const;
type Dimension = keyof typeof DIMENSIONS;

/** A campaign's row key: source / medium / campaign, the parts present. */
const keyOf = (row: Record<string, unknown>, columns: readonly string[]) =>
  columns.length === 1
    ? String(row[columns[0] ?? ""] ?? "")
    : columns
        .map((column) => String(row[column] ?? ""))
        .filter(Boolean)
        .join(" / ");

const BRAND_PAGE = /^\/brands\/([^/]+)$/;

/** Everything the dashboard shows for a period, each figure beside the period before's. */
export async function analyticsReport(period: Period, now = Date.now()): Promise<Report> {
  const { db } = await database();
  const previous = previousPeriod(period);
  const firstRawDay = addDays(companyDay(now), -DAILY_ROWS_KEPT_DAYS + 1);

  async function viewsBy(dimension: Dimension, within: Period) {
    const columns = DIMENSIONS[dimension];
    const rows = await db
      .selectFrom("analytics_views")
      .select([...columns, summed("views").as("views")])
      .where(inPeriod(within, firstRawDay))
      .groupBy([...columns])
      .execute();
    const counted = new Map<string, number>();
    for (const row of rows) {
      // Campaign tables list tagged visits only; the others name the absent value in the dashboard.
      if (dimension === "campaigns" && !row.source && !row.medium && !row.campaign) continue;
      const key = keyOf(row, columns);
      counted.set(key, (counted.get(key) ?? 0) + row.views);
    }
    return counted;
  }

  async function goalsBy(within: Period) {
    return db
      .selectFrom("analytics_goals")
      .select(["goal", "brand", "page", summed("count").as("count")])
      .where(inPeriod(within, firstRawDay))
      .groupBy(["goal", "brand", "page"])
      .execute();
  }

  async function daysBetween(within: Period) {
    const rows = await db
      .selectFrom("analytics_days")
      .select(["day", "views", "visitors"])
      .where("day", ">=", within.from)
      .where("day", "<=", within.to)
      .execute();
    // The visitors of days not yet closed are still hashes, one row each.
    const open = await db
      .selectFrom("analytics_visitors")
      .select(["day", (eb) => eb.fn.countAll<number>().as("visitors")])
      .where("day", ">=", within.from)
      .where("day", "<=", within.to)
      .groupBy("day")
      .execute();
    const perDay = new Map<string, { views: number; visitors: number }>();
    for (const row of rows) perDay.set(row.day, { views: row.views, visitors: row.visitors });
    for (const row of open) {
      const known = perDay.get(row.day) ?? { views: 0, visitors: 0 };
      perDay.set(row.day, { views: known.views, visitors: known.visitors + Number(row.visitors) });
    }
    return perDay;
  }

  const [days, previousDays, goals, previousGoals] = await Promise.all([
    daysBetween(period),
    daysBetween(previous),
    goalsBy(period),
    goalsBy(previous),
  ]);
  const totalsOf = (perDay: typeof days, goalRows: typeof goals): Totals => {
    let views = 0;
    let visitors = 0;
    for (const day of perDay.values()) {
      views += day.views;
      visitors += day.visitors;
    }
    return { views, visitors, goals: goalRows.reduce((sum, row) => sum + row.count, 0) };
  };
  const totals = totalsOf(days, goals);

  const tables = {} as Report["tables"];
  // The period before's pages, kept for the brands' figures.
  let previousPages = new Map<string, number>();
  for (const dimension of Object.keys(DIMENSIONS) as Dimension[]) {
    const [now_, before] = await Promise.all([viewsBy(dimension, period), viewsBy(dimension, previous)]);
    tables[dimension] = rowsOf(now_, before);
    if (dimension === "pages") previousPages = before;
  }
  const goalsPerPage = new Map<string, number>();
  const goalsPerBrand = new Map<string, number>();
  for (const row of goals) {
    if (row.page) goalsPerPage.set(row.page, (goalsPerPage.get(row.page) ?? 0) + row.count);
    if (row.brand) goalsPerBrand.set(row.brand, (goalsPerBrand.get(row.brand) ?? 0) + row.count);
  }
  for (const row of tables.pages) row.goals = goalsPerPage.get(row.key) ?? 0;
  tables.brands = brandRows(tables.pages, previousPages, goalsPerBrand);

  const monthly = daysIn(period) > MONTHLY_AFTER_DAYS;
  return {
    period,
    previous,
    totals,
    previousTotals: totalsOf(previousDays, previousGoals),
    series: seriesOf(period, days, monthly),
    monthly,
    tables,
    goals: goalReports(goals, previousGoals, totals.visitors),
    byMonthBefore: period.from < firstRawDay ? firstRawDay : undefined,
  };
}

/** A table's rows, most viewed first, each with the period before's figure. */
function rowsOf(counted: Map<string, number>, before: Map<string, number>): ReportRow[] {
  return [...counted]
    .map(([key, views]) => ({ key, views, previousViews: before.get(key) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
}

/** Brand pages' views, by brand, with the goals that name the brand (a message to it, a click to its website). */
function brandRows(
  pages: ReportRow[],
  previousPages: Map<string, number>,
  goals: Map<string, number>,
): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  const rowFor = (brand: string) => {
    const known = rows.get(brand);
    if (known) return known;
    const row = { key: brand, views: 0, previousViews: 0, goals: goals.get(brand) ?? 0 };
    rows.set(brand, row);
    return row;
  };
  for (const page of pages) {
    const brand = BRAND_PAGE.exec(page.key)?.[1];
    if (brand) rowFor(brand).views += page.views;
  }
  for (const [path, views] of previousPages) {
    const brand = BRAND_PAGE.exec(path)?.[1];
    if (brand) rowFor(brand).previousViews += views;
  }
  for (const brand of goals.keys()) rowFor(brand);
  return [...rows.values()].sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
}

function seriesOf(
  period: Period,
  days: Map<string, { views: number; visitors: number }>,
  monthly: boolean,
): SeriesPoint[] {
  const points = new Map<string, SeriesPoint>();
  for (const day of daysOf(period)) {
    const at = monthly ? day.slice(0, 7) : day;
    const point = points.get(at) ?? { at, views: 0, visitors: 0 };
    const counted = days.get(day);
    point.views += counted?.views ?? 0;
    point.visitors += counted?.visitors ?? 0;
    points.set(at, point);
  }
  return [...points.values()];
}

type GoalRowRead = { goal: string; brand: string; page: string; count: number };

function goalReports(goals: GoalRowRead[], previous: GoalRowRead[], visitors: number): GoalReport[] {
  return GOALS.map((goal) => {
    const rows = goals.filter((row) => row.goal === goal);
    const count = rows.reduce((sum, row) => sum + row.count, 0);
    const pages = new Map<string, number>();
    for (const row of rows) if (row.page) pages.set(row.page, (pages.get(row.page) ?? 0) + row.count);
    return {
      goal,
      count,
      previousCount: previous.filter((row) => row.goal === goal).reduce((sum, row) => sum + row.count, 0),
      conversion: visitors > 0 ? count / visitors : 0,
      pages: [...pages]
        .map(([page, reached]) => ({ page, count: reached }))
        .sort((a, b) => b.count - a.count || a.page.localeCompare(b.page)),
    };
  });
}
