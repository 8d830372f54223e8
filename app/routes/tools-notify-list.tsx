import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { MESSAGES_STRINGS, MessageKinds } from "~/features/messages";
import { NOTIFY, NOTIFY_LIST_EXPORT_PATH } from "~/features/retailers";
import { notifyListCounts } from "~/features/retailers/index.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-notify-list";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.notifyList.title"),
      description: t("tools.notifyList.description"),
      noindex: true,
    }),
    strings: stringsFor(context, MESSAGES_STRINGS),
    counts: await notifyListCounts(),
    unconfirmedDays: NOTIFY.unconfirmedKeptDays,
  };
}

/**
 * The Messages tool's third kind: the B2B page's notify-me list, as counts and the confirmed list's download
 * (each address with its own unsubscribe link) for whatever sends the announcement.
 */
export default function NotifyListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { counts, unconfirmedDays } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.notifyList.title")}</h1>
      <MessageKinds current="notifyList" />
      <p className="mt-4 max-w-3xl text-muted">{t("tools.notifyList.intro", { days: unconfirmedDays })}</p>
      <ul className="mt-6 space-y-1">
        <li className="text-xl font-semibold text-ink">
          {t("tools.notifyList.confirmed", { count: counts.confirmed })}
        </li>
        <li className="text-muted">{t("tools.notifyList.waiting", { count: counts.waiting })}</li>
      </ul>
      <p className="mt-6">
        <a href={NOTIFY_LIST_EXPORT_PATH} download className="font-semibold text-brand underline">
          {t("tools.notifyList.export")}
        </a>
      </p>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t("tools.notifyList.exportNote")}</p>
    </div>
  );
}
