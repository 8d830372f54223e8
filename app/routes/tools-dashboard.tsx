import { Link } from "react-router";
import { stringsFor } from "~/features/i18n/strings.server";
import { serverT } from "~/features/i18n/translate.server";
import { useTranslation } from "~/features/i18n/use-translation";
import { PHOTO_DOWNLOADER_PATH } from "~/features/tools/constants";
import { TOOLS_DASHBOARD_STRINGS } from "~/features/tools/strings";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, TOOLS_DASHBOARD_STRINGS),
    seo: pageSeo(context, request, {
      title: t("tools.dashboard.title"),
      description: t("tools.dashboard.description"),
      noindex: true,
    }),
  };
}

export default function ToolsDashboard() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.dashboard.heading")}</h1>
      <p className="mt-2 text-muted">{t("tools.dashboard.intro")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand hover:shadow-md">
          <svg
            viewBox="0 0 24 24"
            className="size-11 rounded-lg bg-brand-light p-2.5 text-brand"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 6h4l2-2h4l2 2h4v13H4zm8 3.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
          </svg>
          <h2 className="mt-4 text-xl font-semibold text-ink">
            <Link
              to={PHOTO_DOWNLOADER_PATH}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {t("tools.dashboard.photoDownloader.title")}
            </Link>
          </h2>
          <p className="mt-2 flex-1 text-muted">{t("tools.dashboard.photoDownloader.description")}</p>
          <span aria-hidden="true" className="mt-6 font-semibold text-brand">
            {t("tools.dashboard.photoDownloader.open")} →
          </span>
        </li>
      </ul>
    </div>
  );
}
