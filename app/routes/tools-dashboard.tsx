import { mayOpen, staffSessionContext } from "~/features/accounts";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { failingMessageCount, heldMessageCount } from "~/features/messages/index.server";
import { APPLICATIONS_PATH } from "~/features/retailers";
import { newApplicationCount } from "~/features/retailers/index.server";
import { MESSAGES_PATH, TOOL_CARDS, TOOLS_DASHBOARD_STRINGS, ToolCard } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The cards of the tools the member's role opens; for those who read leads, the failing-delivery warning and the
 * messages held for them to read.
 */
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
    counts: tools.includes("messages")
      ? {
          failing: await failingMessageCount(Date.now()),
          held: await heldMessageCount(),
          applications: await newApplicationCount(),
        }
      : { failing: 0, held: 0, applications: 0 },
  };
}

const TONES = {
  warning: "border-red-300 bg-red-50 text-red-950",
  waiting: "border-sky-300 bg-sky-50 text-sky-950",
} as const;

/** What needs someone's attention, each with where to deal with it; shown only while its count is not 0. */
const NOTES = [
  { name: "failing", to: `${MESSAGES_PATH}?status=failed`, tone: "warning" },
  { name: "held", to: `${MESSAGES_PATH}?status=held`, tone: "waiting" },
  { name: "applications", to: `${APPLICATIONS_PATH}?status=new`, tone: "waiting" },
] as const;

export default function ToolsDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tools, counts } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.dashboard.heading")}</h1>
      <p className="mt-2 text-muted">{t("tools.dashboard.intro")}</p>
      {NOTES.map(({ name, to, tone }) =>
        counts[name] > 0 ? (
          <section
            key={name}
            aria-labelledby={`${name}-heading`}
            className={`mt-6 rounded-2xl border p-5 ${TONES[tone]}`}
          >
            <h2 id={`${name}-heading`} className="text-lg font-semibold">
              {t(`tools.dashboard.${name}.heading`)}
            </h2>
            <p className="mt-1">{t(`tools.dashboard.${name}.body`, { count: counts[name] })}</p>
            <Link to={to} className="mt-3 inline-block font-semibold underline">
              {t(`tools.dashboard.${name}.link`)}
            </Link>
          </section>
        ) : null,
      )}
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
