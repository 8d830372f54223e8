import { useId } from "react";
import { data } from "react-router";
import {
  AUDIT_PAGE_SIZE,
  AuditFilters,
  AuditPages,
  AuditTable,
  auditFilterQuery,
  auditPageNumber,
  parseAuditFilter,
  shownName,
} from "~/features/accounts";
import {
  actorText,
  auditPage,
  auditSubjects,
  detailText,
  listAccounts,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { AUDIT_EXPORT_PATH } from "~/features/tools";
import { formatCompanyTime } from "~/lib/company-time";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-audit";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A page of the log under the URL's filter; a page past the last is a 404 with the way back. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const params = new URL(request.url).searchParams;
  const filter = parseAuditFilter(params);
  const page = auditPageNumber(params);
  const { rows, total } = await auditPage(filter, {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const subjects = await auditSubjects(rows, t);
  return data(
    {
      seo: pageSeo(context, request, {
        title: t("tools.audit.title"),
        description: t("tools.audit.description"),
        noindex: true,
      }),
      strings: stringsFor(context, ["tools.audit"]),
      retentionDays: config().auditRetentionDays,
      people: (await listAccounts()).map((person) => ({
        id: person.id,
        name: shownName(person),
        email: person.email,
      })),
      filter,
      position: { page, pages, total },
      rows: rows.map((row) => ({
        id: row.id,
        when: formatCompanyTime(row.at, locale),
        who: row.actor && { name: actorText(row.actor, t), email: row.actor.email },
        action: row.action,
        subject: subjects.get(row.id) ?? null,
        detail: detailText(row.detail),
        ipPrefix: row.ipPrefix,
      })),
    },
    { status: page > pages ? 404 : 200 },
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const _id = useId();
  const { filter, people, position, rows, retentionDays } = loaderData;
  const query = auditFilterQuery(filter);
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.audit.heading")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("tools.audit.intro", { days: retentionDays })}</p>
      <AuditFilters filter={filter} people={people} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-ink">
          {t("tools.audit.count", { count: position.total })}
        </p>
        {/* A file download, not a page: a plain link the browser saves. */}
        <a
          href={`${AUDIT_EXPORT_PATH}${query ? `?${query}` : ""}`}
          download
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50"
        >
          {t("tools.audit.filters.export")}
        </a>
      </div>
      <AuditTable rows={rows} />
      <AuditPages filter={filter} position={position} />
    </div>
  );
}
