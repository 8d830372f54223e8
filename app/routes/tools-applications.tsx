import { brandNames } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  ApplicationFilters,
  ApplicationTable,
  applicationView,
  MESSAGES_STRINGS,
  MessageKinds,
  parseApplicationFilter,
} from "~/features/messages";
import { APPLICATIONS_PAGE_SIZE } from "~/features/retailers";
import { applicationReference, listApplications } from "~/features/retailers/index.server";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { EmptyList } from "~/ui/empty-list";
import type { Route } from "./+types/tools-applications";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const filter = parseApplicationFilter(new URL(request.url).searchParams);
  const { applications, total } = await listApplications(filter, APPLICATIONS_PAGE_SIZE);
  const names = await brandNames(language);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.applications.title"),
      description: t("tools.applications.description"),
      noindex: true,
    }),
    strings: stringsFor(context, MESSAGES_STRINGS),
    filter,
    total,
    applications: applications.map((stored) =>
      applicationView(stored, {
        locale: LANGUAGE_LOCALES[language],
        brandNames: names,
        reference: applicationReference,
      }),
    ),
    retentionDays: config().contactRetention.failedDays,
  };
}

/** The Messages tool's second kind: retail account applications, newest first, by status and search. */
export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, applications, total, retentionDays } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.applications.title")}</h1>
      <MessageKinds current="applications" />
      <p className="mt-4 max-w-3xl text-muted">{t("tools.applications.intro", { days: retentionDays })}</p>
      <ApplicationFilters filter={filter} />
      <p role="status" className="mt-6 font-semibold text-ink">
        {t("tools.applications.count", { count: total })}
        {total > applications.length ? (
          <span className="block font-normal text-muted">
            {t("tools.applications.showing", { shown: applications.length, total })}
          </span>
        ) : null}
      </p>
      {applications.length > 0 ? (
        <ApplicationTable applications={applications} />
      ) : (
        <EmptyList className="mt-4">{t("tools.applications.empty")}</EmptyList>
      )}
    </div>
  );
}
