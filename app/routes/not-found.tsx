import { data } from "react-router";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import { StatusPanel } from "~/ui/status-panel";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const seo = pageSeo(context, request, {
    title: t("pages.notFound.title"),
    description: t("pages.notFound.body"),
    noindex: true,
  });
  return data({ strings: stringsFor(context, ["pages.notFound"]), seo }, { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation();
  const links = [
    { to: "/", label: t("pages.notFound.home") },
    { to: "/brands", label: t("pages.notFound.brands") },
    { to: "/contact", label: t("pages.notFound.contact") },
  ];
  return (
    <StatusPanel code={404} heading={t("pages.notFound.heading")} message={t("pages.notFound.body")}>
      <ul className="mt-10 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex rounded-full border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-brand hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </StatusPanel>
  );
}
