import type { Goal, ReportTable } from "./constants";
import type { Period } from "./period";

/** Views, visitors and goals over a period. */
export interface Totals {
  visitors: number;
  views: number;
  goals: number;
}

/** One point of the chart: a day, or a month when the period is long. */
export interface SeriesPoint {
  /** `2026-11-27`, or `2026-11` for a month. */
  at: string;
  views: number;
  visitors: number;
}

/** A row of one of the dashboard's tables: what it is (a page, a referrer…) and its figures. */
export interface ReportRow {
  key: string;
  views: number;
  /** Goals reached on the row's page or brand (pages and brands only). */
  goals?: number;
  /** The same figure for the period before. */
  previousViews: number;
}

export interface GoalReport {
  goal: Goal;
  count: number;
  previousCount: number;
  /** Reached per visitor in the period, 0 to 1. */
  conversion: number;
  /** The pages it was reached from, most first. */
  pages: { page: string; count: number }[];
}

export interface Report {
  period: Period;
  previous: Period;
  totals: Totals;
  previousTotals: Totals;
  series: SeriesPoint[];
  /** Whether the chart shows months (a period longer than this). */
  monthly: boolean;
  tables: Record<Exclude<ReportTable, "goals">, ReportRow[]>;
  goals: GoalReport[];
  /**
   * The period reaches back past the days kept day by day: its tables count whole months there (a period that
   * starts within such a month counts all of that month).
   */
  byMonthBefore: string | undefined;
}
