import { useId } from "react";
import { type Translate, useLanguage, useTranslation } from "~/features/i18n";
import { numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { callToActionClass } from "~/ui/call-to-action";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import {
  ANALYTICS_EXPORT_PATH,
  ANALYTICS_PATH,
  CUSTOM_PERIOD_MAX_DAYS,
  PERIODS,
  type PeriodChoice,
  type ReportTable,
  TABLE_ROWS_SHOWN,
} from "./constants";
import type { Period } from "./period";
import type { GoalReport, Report, ReportRow } from "./report";
import { type BrandNames, dayLabel, rowLabel } from "./report-labels";
import { TrendChart } from "./trend-chart";

/** The dashboard's address for a period, with `extra` (a table to download). */
export function periodQuery(choice: PeriodChoice, period: Period): URLSearchParams {
  return new URLSearchParams(
    choice === "custom" ? { period: choice, from: period.from, to: period.to } : { period: choice },
  );
}

/** A figure's change on the period before, in words. */
function changeText(
  t: Translate,
  now: number,
  before: number,
  format: Intl.NumberFormat,
  locale: string,
): string {
  if (now === before) return t("analytics.totals.same");
  if (before === 0) return t("analytics.totals.new");
  const change = numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(
    Math.abs(now - before) / before,
  );
  return t(now > before ? "analytics.totals.up" : "analytics.totals.down", {
    change,
    before: format.format(before),
  });
}

/** The tables of page views, in the dashboard's order; each has a heading and a first column in the locales. */
const VIEW_TABLES = ["pages", "brands", "referrers", "campaigns", "languages", "devices"] as const;
type ViewTable = (typeof VIEW_TABLES)[number];

/** A table of figures: on a 320 px phone, smaller type, and any cell may wrap anywhere, so every column fits. */
const FIGURES_TABLE = "w-full text-left text-xs *:*:*:[overflow-wrap:anywhere] sm:text-sm";

/** A column of figures' heading, set right as its figures are. */
function FigureHeading({ children }: { children: string }) {
  return (
    <th scope="col" className="py-2 pr-3 text-right font-semibold last:pr-0">
      {children}
    </th>
  );
}

/** The link that downloads a table in full, as CSV. */
function DownloadLink({
  table,
  heading,
  query,
}: {
  table: ReportTable;
  heading: string;
  query: URLSearchParams;
}) {
  const { t } = useTranslation();
  const address = `${ANALYTICS_EXPORT_PATH}?${new URLSearchParams([...query, ["table", table]])}`;
  return (
    <a href={address} download className="mt-3 inline-block text-sm font-semibold text-brand underline">
      {t("analytics.tables.download")}
      <span className="sr-only"> ({heading})</span>
    </a>
  );
}

function ViewsTable({
  table,
  rows,
  brands,
  query,
}: {
  table: ViewTable;
  rows: readonly ReportRow[];
  brands: BrandNames;
  query: URLSearchParams;
}) {
  const { t } = useTranslation();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const count = numberFormat(locale);
  const id = useId();
  const heading = t(`analytics.tables.${table}.heading`);
  const shown = rows.slice(0, TABLE_ROWS_SHOWN);
  const withGoals = table === "pages" || table === "brands";
  return (
    <Panel id={id} heading={heading}>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">
          {t(table === "campaigns" ? "analytics.tables.campaigns.empty" : "analytics.tables.empty")}
        </p>
      ) : (
        <>
          <div className="mt-3 overflow-x-auto">
            <table className={FIGURES_TABLE}>
              <thead className="text-ink">
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t(`analytics.tables.${table}.column`)}
                  </th>
                  <FigureHeading>{t("analytics.tables.views")}</FigureHeading>
                  <FigureHeading>{t("analytics.tables.before")}</FigureHeading>
                  {withGoals ? <FigureHeading>{t("analytics.tables.goals")}</FigureHeading> : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className="py-1.5 pr-3 font-normal [overflow-wrap:anywhere]">
                      {rowLabel(table, row.key, t, brands)}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{count.format(row.views)}</td>
                    <td className="py-1.5 pr-3 text-right text-muted tabular-nums">
                      {count.format(row.previousViews)}
                    </td>
                    {withGoals ? (
                      <td className="py-1.5 text-right tabular-nums">{count.format(row.goals ?? 0)}</td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > shown.length ? (
            <p className="mt-2 text-sm text-muted">
              {t("analytics.tables.shown", { shown: shown.length, count: rows.length })}
            </p>
          ) : null}
          <DownloadLink table={table} heading={heading} query={query} />
        </>
      )}
    </Panel>
  );
}

function GoalsTable({ goals, query }: { goals: readonly GoalReport[]; query: URLSearchParams }) {
  const { t } = useTranslation();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const count = numberFormat(locale);
  const rate = numberFormat(locale, { maximumFractionDigits: 1 });
  const heading = t("analytics.goals.heading");
  return (
    <Panel id="analytics-goals" heading={heading}>
      <div className="mt-3 overflow-x-auto">
        <table className={FIGURES_TABLE}>
          <thead className="text-ink">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("analytics.goals.column")}
              </th>
              <FigureHeading>{t("analytics.goals.count")}</FigureHeading>
              <FigureHeading>{t("analytics.tables.before")}</FigureHeading>
              <FigureHeading>{t("analytics.goals.conversion")}</FigureHeading>
              <th scope="col" className="py-2 font-semibold">
                {t("analytics.goals.pages")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {goals.map((goal) => (
              <tr key={goal.goal}>
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {t(`analytics.goals.names.${goal.goal}`)}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{count.format(goal.count)}</td>
                <td className="py-1.5 pr-3 text-right text-muted tabular-nums">
                  {count.format(goal.previousCount)}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{rate.format(goal.conversion * 100)}</td>
                <td className="py-1.5 [overflow-wrap:anywhere]">
                  {goal.pages.length === 0
                    ? t("analytics.goals.noPage")
                    : goal.pages
                        .slice(0, 3)
                        .map((page) => `${page.page} (${count.format(page.count)})`)
                        .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DownloadLink table="goals" heading={heading} query={query} />
    </Panel>
  );
}

/** One end of a custom period: a browser's date picker, sent as `2026-11-27`. */
function DayField({ name, label, value }: { name: "from" | "to"; label: string; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
      />
    </div>
  );
}

/** The period chooser: a plain GET form, so the address names the period and works without scripts. */
function PeriodForm({ choice, period }: { choice: PeriodChoice; period: Period }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={ANALYTICS_PATH} className="rounded-2xl border border-slate-200 bg-white p-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("analytics.period.legend")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {PERIODS.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-ink">
              <input type="radio" name="period" value={value} defaultChecked={value === choice} />
              {t(`analytics.period.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <DayField name="from" label={t("analytics.period.from")} value={period.from} />
        <DayField name="to" label={t("analytics.period.to")} value={period.to} />
        <button type="submit" className={callToActionClass("px-6 py-2.5")}>
          {t("analytics.period.show")}
        </button>
      </div>
    </Form>
  );
}

/**
 * The analytics dashboard: a period and the one before it; visitors, page views and goals; the chart; the top
 * pages, brands, referring sites, campaigns, languages and devices; each goal's rate and where it was reached;
 * every table as CSV. Drawn whole on the server: it reads the same without JavaScript.
 */
export function AnalyticsDashboard({
  report,
  choice,
  invalid,
  brands,
}: {
  report: Report;
  choice: PeriodChoice;
  invalid: boolean;
  brands: BrandNames;
}) {
  const { t } = useTranslation();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const count = numberFormat(locale);
  const query = periodQuery(choice, report.period);
  const totals = [
    ["visitors", report.totals.visitors, report.previousTotals.visitors],
    ["views", report.totals.views, report.previousTotals.views],
    ["goals", report.totals.goals, report.previousTotals.goals],
  ] as const;
  return (
    // Grid items keep no minimum width of their own, so a wide table scrolls in its card, not the page.
    <div className="mx-auto grid max-w-6xl gap-8 *:min-w-0">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("analytics.heading")}</h1>
        <p className="mt-3 max-w-3xl text-muted">{t("analytics.intro")}</p>
      </header>
      {invalid ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-950">
          {t("analytics.period.invalid", { max: CUSTOM_PERIOD_MAX_DAYS })}
        </p>
      ) : null}
      <PeriodForm choice={choice} period={report.period} />
      <section aria-labelledby="analytics-totals">
        <h2 id="analytics-totals" className="text-xl font-semibold text-ink">
          {t("analytics.period.range", {
            from: dayLabel(report.period.from, locale),
            to: dayLabel(report.period.to, locale),
          })}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t("analytics.period.compared", {
            from: dayLabel(report.previous.from, locale),
            to: dayLabel(report.previous.to, locale),
          })}
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {totals.map(([name, now, before]) => (
            <div key={name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="text-sm font-semibold text-muted">{t(`analytics.totals.${name}`)}</dt>
              <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{count.format(now)}</dd>
              <dd className="mt-1 text-sm text-muted">{changeText(t, now, before, count, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Panel id="analytics-chart" heading={t("analytics.chart.heading")}>
        {report.totals.views === 0 ? (
          <p className="mt-3 text-muted">{t("analytics.chart.empty")}</p>
        ) : (
          <>
            <TrendChart series={report.series} monthly={report.monthly} />
            <DownloadLink table="days" heading={t("analytics.chart.heading")} query={query} />
          </>
        )}
      </Panel>
      <GoalsTable goals={report.goals} query={query} />
      <div className="grid gap-8 *:min-w-0 lg:grid-cols-2">
        {VIEW_TABLES.map((table) => (
          <ViewsTable key={table} table={table} rows={report.tables[table]} brands={brands} query={query} />
        ))}
      </div>
      <Panel id="analytics-about" heading={t("analytics.about.heading")}>
        <p className="mt-3 max-w-3xl text-muted">{t("analytics.about.body")}</p>
        {report.byMonthBefore ? (
          <p className="mt-3 max-w-3xl text-muted">
            {t("analytics.about.byMonth", { day: dayLabel(report.byMonthBefore, locale) })}
          </p>
        ) : null}
      </Panel>
    </div>
  );
}
