import { mayOpen, staffSessionContext } from "~/features/accounts";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { failingMessageCount } from "~/features/messages/index.server";
import { MESSAGES_PATH, TOOL_CARDS, TOOLS_DASHBOARD_STRINGS, ToolCard } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The cards of the tools the member's role opens; the failing-delivery warning for those who read leads. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const { role } = context.get(staffSessionContext).member;
  const tools = TOOL_CARDS.filter((tool) => mayOpen(role, tool.to)).map((tool) => tool.label);
  return {
    tools,
    strings: stringsFor(context, TOOLS_DASHBOARD_STRINGS),
    seo: pageSeo(context, request, {
      title: t("tools.dashboard.title"),
      description: t("tools.dashboard.description"),
      noindex: true,
    }),
    failing: tools.includes("messages") ? await failingMessageCount(Date.now()) : 0,
  };
}

export default function ToolsDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { failing, tools } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.dashboard.heading")}</h1>
      <p className="mt-2 text-muted">{t("tools.dashboard.intro")}</p>
      {failing > 0 ? (
        <section
          aria-labelledby="failing-heading"
          className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-950"
        >
          <h2 id="failing-heading" className="text-lg font-semibold">
            {t("tools.dashboard.failing.heading")}
          </h2>
          <p className="mt-1">{t("tools.dashboard.failing.body", { count: failing })}</p>
          <Link to={`${MESSAGES_PATH}?status=failed`} className="mt-3 inline-block font-semibold underline">
            {t("tools.dashboard.failing.link")}
          </Link>
        </section>
      ) : null}
      <ul className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(min(17rem,100%),1fr))] gap-6">
        {TOOL_CARDS.filter((tool) => tools.includes(tool.label)).map((tool) => (
          <ToolCard
            key={tool.label}
            to={tool.to}
            icon={tool.icon}
            title={t(`tools.dashboard.${tool.label}.title`)}
            description={t(`tools.dashboard.${tool.label}.description`)}
            open={t(`tools.dashboard.${tool.label}.open`)}
          />
        ))}
      </ul>
    </div>
  );
}
