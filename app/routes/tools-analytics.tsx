import { ANALYTICS_STRINGS, AnalyticsDashboard, periodAsked } from "~/features/analytics";
import { analyticsReport } from "~/features/analytics/index.server";
import { brandNames } from "~/features/brands/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { companyDay } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-analytics";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The period the address names (the last 30 days unless it names another), and everything counted in it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const now = Date.now();
  const asked = periodAsked(new URL(request.url).searchParams, companyDay(now));
  return {
    seo: pageSeo(context, request, {
      title: t("analytics.title"),
      description: t("analytics.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ANALYTICS_STRINGS),
    report: await analyticsReport(asked.period, now),
    choice: asked.choice,
    invalid: asked.invalid,
    brands: Object.fromEntries(await brandNames(context.get(languageContext))),
  };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AnalyticsDashboard
      report={loaderData.report}
      choice={loaderData.choice}
      invalid={loaderData.invalid}
      brands={loaderData.brands}
    />
  );
}
