import { mayOpen, staffSessionContext } from "~/features/accounts";
import { FEEDS_PATH } from "~/features/erp";
import { staleStockSince } from "~/features/erp/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { failingMessageCount, heldMessageCount } from "~/features/messages/index.server";
import { APPLICATIONS_PATH } from "~/features/retailers";
import { newApplicationCount } from "~/features/retailers/index.server";
import { MESSAGES_PATH, TOOL_CARDS, TOOLS_DASHBOARD_STRINGS, ToolCard } from "~/features/tools";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { timeAgo } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * What the dashboard says of stock, for those who see the ERP's feeds: nothing while the newest stock file is
 * fresh (or there is no catalogue), otherwise the warning's sentence.
 */
async function staleStockWarning(context: Route.LoaderArgs["context"], t: ReturnType<typeof serverT>) {
  const hours = config().erpStockStaleMs / 3_600_000;
  const now = Date.now();
  const stale = await staleStockSince(await database(), now, config().erpStockStaleMs);
  if (!stale) return null;
  if (stale.since === null) return t("tools.feeds.staleStock.bodyNever");
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  return t("tools.feeds.staleStock.body", { ago: timeAgo(locale, stale.since, now), hours });
}

/**
 * The cards of the tools the member's role opens; for those who read leads, the failing-delivery warning and the
 * messages held for them to read; for those who see the ERP's feeds, stock gone stale.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const { role } = context.get(staffSessionContext).member;
  const tools = TOOL_CARDS.filter((tool) => mayOpen(role, tool.to)).map((tool) => tool.label);
  return {
    staleStock: tools.includes("feeds") ? await staleStockWarning(context, t) : null,
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
  const { tools, counts, staleStock } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.dashboard.heading")}</h1>
      <p className="mt-2 text-muted">{t("tools.dashboard.intro")}</p>
      {staleStock ? (
        <section
          aria-labelledby="stale-stock-heading"
          className={`mt-6 rounded-2xl border p-5 ${TONES.warning}`}
        >
          <h2 id="stale-stock-heading" className="text-lg font-semibold">
            {t("tools.feeds.staleStock.heading")}
          </h2>
          <p className="mt-1">{staleStock}</p>
          <Link to={FEEDS_PATH} className="mt-3 inline-block font-semibold underline">
            {t("tools.feeds.staleStock.link")}
          </Link>
        </section>
      ) : null}
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
