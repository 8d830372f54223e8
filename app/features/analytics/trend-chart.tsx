import { useLanguage, useTranslation } from "~/features/i18n";
import { numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import type { SeriesPoint } from "./report";
import { dayLabel, monthLabel } from "./report-labels";

/** The chart's two drawings: wide from the `sm` breakpoint, narrow (fewer dates, larger type) below it. */
const SIZES = {
  wide: { width: 720, height: 240, labels: 7, className: "hidden sm:block" },
  narrow: { width: 360, height: 220, labels: 2, className: "sm:hidden" },
} as const;
const PLOT = { left: 44, right: 12, top: 12, bottom: 28 } as const;
/** Grid lines above zero. */
const STEPS = 4;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at or above the largest figure. */
function axisTop(largest: number): number {
  if (largest <= STEPS) return STEPS;
  const power = 10 ** Math.floor(Math.log10(largest / STEPS));
  const step =
    [1, 2, 5, 10].map((factor) => factor * power).find((size) => size * STEPS >= largest) ?? 10 * power;
  return step * STEPS;
}

/** One drawing of the chart, `size` wide in its own units; the page shows the one that fits the screen. */
function ChartPicture({
  series,
  size,
  title,
  label,
  count,
}: {
  series: readonly SeriesPoint[];
  size: (typeof SIZES)[keyof typeof SIZES];
  title: string;
  label: (at: string) => string;
  count: Intl.NumberFormat;
}) {
  const { width, height } = size;
  const top = axisTop(Math.max(...series.map((point) => Math.max(point.views, point.visitors))));
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = height - PLOT.top - PLOT.bottom;
  const slot = plotWidth / series.length;
  const x = (at: number) => PLOT.left + slot * at + slot / 2;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const barWidth = Math.max(1, Math.min(24, slot * 0.7));
  const line = series.map(
    (point, at) => `${at === 0 ? "M" : "L"}${x(at).toFixed(1)} ${y(point.visitors).toFixed(1)}`,
  );
  // A few dates under the axis, evenly spread, the last always among them.
  const labelEvery = Math.max(1, Math.ceil(series.length / size.labels));
  const labelled = (at: number) =>
    at === series.length - 1 || (at % labelEvery === 0 && series.length - 1 - at >= labelEvery);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" className={`h-auto w-full text-xs ${size.className}`}>
      <title>{title}</title>
      {Array.from({ length: STEPS + 1 }, (_, step) => {
        const value = (top / STEPS) * step;
        return (
          <g key={value}>
            <line
              x1={PLOT.left}
              x2={width - PLOT.right}
              y1={y(value)}
              y2={y(value)}
              className="stroke-slate-200"
            />
            <text x={PLOT.left - 6} y={y(value) + 4} textAnchor="end" className="fill-slate-600">
              {count.format(value)}
            </text>
          </g>
        );
      })}
      {series.map((point, at) => (
        <rect
          key={point.at}
          x={x(at) - barWidth / 2}
          y={y(point.views)}
          width={barWidth}
          height={Math.max(0, PLOT.top + plotHeight - y(point.views))}
          className="fill-brand"
        />
      ))}
      <path d={line.join(" ")} fill="none" strokeWidth="2.5" className="stroke-amber-600" />
      {series.map((point, at) =>
        labelled(at) ? (
          <text
            key={point.at}
            x={x(at)}
            y={height - 8}
            // The first and last dates stay inside the picture, so a narrow one has room for both.
            textAnchor={at === series.length - 1 && series.length > 1 ? "end" : at === 0 ? "start" : "middle"}
            className="fill-slate-600"
          >
            {label(point.at)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

/**
 * Page views (bars) and visitors (a line) over the period, drawn on the server as SVG: readable without
 * JavaScript, in print and at any zoom. The picture is one image to a screen reader, titled by its summary;
 * the figures behind it are a table in a disclosure below.
 */
export function TrendChart({ series, monthly }: { series: readonly SeriesPoint[]; monthly: boolean }) {
  const { t } = useTranslation();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const count = numberFormat(locale);
  const label = (at: string) => (monthly ? monthLabel(at, locale) : dayLabel(at, locale));
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return null;
  const busiest = series.reduce((most, point) => (point.views > most.views ? point : most), first);
  const summary = t(monthly ? "analytics.chart.summaryMonths" : "analytics.chart.summaryDays", {
    from: label(first.at),
    to: label(last.at),
    busiest: label(busiest.at),
    most: count.format(busiest.views),
  });
  return (
    <figure className="mt-4">
      <ChartPicture series={series} size={SIZES.wide} title={summary} label={label} count={count} />
      <ChartPicture series={series} size={SIZES.narrow} title={summary} label={label} count={count} />
      <figcaption className="mt-3 text-sm text-muted">
        <span className="mr-4 inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand" />
          {t("analytics.chart.views")}
        </span>
        <span className="mr-4 inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-4 rounded-sm bg-amber-600" />
          {t("analytics.chart.visitors")}
        </span>
        {/* The picture's own title says it to a screen reader. */}
        <span aria-hidden="true" className="mt-1 block">
          {summary}
        </span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand">{t("analytics.chart.figures")}</summary>
        <div className="mt-2 rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t(monthly ? "analytics.chart.month" : "analytics.chart.day")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("analytics.chart.views")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("analytics.chart.visitors")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {series.map((point) => (
                <tr key={point.at}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {label(point.at)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{count.format(point.views)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{count.format(point.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
