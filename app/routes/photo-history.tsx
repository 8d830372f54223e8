import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { HistoryTable, PHOTO_HISTORY_STRINGS, ToolsSubpageHeading } from "~/features/photos";
import { recentRuns } from "~/features/photos/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { EmptyList } from "~/ui/empty-list";
import type { Route } from "./+types/photo-history";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const runs = await recentRuns();
  return {
    seo: pageSeo(context, request, {
      title: t("photos.history.title"),
      description: t("photos.history.description"),
      noindex: true,
    }),
    strings: stringsFor(context, PHOTO_HISTORY_STRINGS),
    retentionDays: config().photoHistoryRetentionDays,
    runs: runs.map(({ createdAt, ...run }) => ({ ...run, when: formatCompanyTime(createdAt, locale) })),
  };
}

export default function PhotoHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { runs, retentionDays } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <ToolsSubpageHeading
        back={t("photos.history.back")}
        heading={t("photos.history.heading")}
        intro={t("photos.history.intro", { days: retentionDays })}
      />
      {runs.length > 0 ? (
        <HistoryTable runs={runs} />
      ) : (
        <EmptyList className="mt-6">{t("photos.history.empty")}</EmptyList>
      )}
    </div>
  );
}
