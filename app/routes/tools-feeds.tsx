import { FEEDS_STRINGS, FeedsOverview, type FeedView, refusedRowsPath } from "~/features/erp";
import { type FeedSummary, feedsOverview, fileProblemPhrase } from "~/features/erp/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { database } from "~/lib/database.server";
import { timeAgo } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-feeds";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The last file of each ERP feed and the recent ones, their times written in the reader's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const now = Date.now();
  const view = (feed: FeedSummary): FeedView => ({
    id: feed.id,
    kind: feed.kind,
    fileName: feed.fileName,
    source: feed.source,
    received: formatCompanyTime(feed.receivedAt, locale),
    ago: timeAgo(locale, feed.receivedAt, now),
    status: feed.status,
    rowsApplied: feed.rowsApplied,
    rowsRefused: feed.rowsRefused,
    refusal: feed.refusal ? fileProblemPhrase(t, feed.refusal) : null,
    refusedRows: feed.rowsRefused > 0 ? refusedRowsPath(feed.id) : null,
  });
  const { latest, recent } = await feedsOverview(await database());
  return {
    seo: pageSeo(context, request, {
      title: t("tools.feeds.title"),
      description: t("tools.feeds.description"),
      noindex: true,
    }),
    strings: stringsFor(context, FEEDS_STRINGS),
    latest: Object.entries(latest).map(([kind, feed]) => ({
      kind: kind as FeedView["kind"],
      feed: feed ? view(feed) : null,
    })),
    recent: recent.map(view),
  };
}

export default function FeedsPage({ loaderData }: Route.ComponentProps) {
  return <FeedsOverview latest={loaderData.latest} recent={loaderData.recent} />;
}
