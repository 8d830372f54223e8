import { requireStaffApi } from "~/features/accounts/index.server";
import { isReportTable, periodAsked } from "~/features/analytics";
import { analyticsReport, reportCsv } from "~/features/analytics/index.server";
import { brandNames } from "~/features/brands/index.server";
import { serverT } from "~/features/i18n/index.server";
import { companyDay } from "~/lib/company-time";
import { csvDownload } from "~/lib/csv-download";
import { languageContext } from "~/lib/language-context";
import type { Route } from "./+types/api.analytics.export";

/** GET `?table=pages&period=30d`: one of the analytics dashboard's tables in full, as CSV, for its readers. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  await requireStaffApi({ request, pattern });
  const params = new URL(request.url).searchParams;
  const table = params.get("table");
  if (!isReportTable(table))
    return new Response(
      "Name a table: days, pages, brands, referrers, campaigns, languages, devices or goals.\n",
      {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  const now = Date.now();
  const { period } = periodAsked(params, companyDay(now));
  const report = await analyticsReport(period, now);
  const csv = reportCsv(
    report,
    table,
    serverT(context),
    Object.fromEntries(await brandNames(context.get(languageContext))),
  );
  return csvDownload(csv, `analytics-${table}_${period.from}_${period.to}.csv`);
}
