import { useId } from "react";
import { data } from "react-router";
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  auditFilterQuery,
  auditPageNumber,
  parseAuditFilter,
  shownName,
} from "~/features/accounts";
import { auditPage, auditSubjects, detailText, listAccounts } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { AUDIT_EXPORT_PATH, AUDIT_PATH } from "~/features/tools";
import { formatCompanyTime } from "~/lib/company-time";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { DataTable } from "~/ui/data-table";
import { EmptyList } from "~/ui/empty-list";
import { Field, Select } from "~/ui/field";
import { FilterForm } from "~/ui/filter-form";
import { Link } from "~/ui/link";
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
        who: row.actor && { name: shownName(row.actor), email: row.actor.email },
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
  const id = useId();
  const { filter, people, position, rows, retentionDays } = loaderData;
  const query = auditFilterQuery(filter);
  const pageLink = (page: number) => `${AUDIT_PATH}?${auditFilterQuery(filter, page)}`;
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.audit.heading")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("tools.audit.intro", { days: retentionDays })}</p>
      <FilterForm
        label={t("tools.audit.filters.label")}
        columns="lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        apply={t("tools.audit.filters.apply")}
        links={
          query ? (
            <Link to={AUDIT_PATH} className="font-semibold text-brand underline underline-offset-2">
              {t("tools.audit.filters.clear")}
            </Link>
          ) : null
        }
      >
        <Select
          id={`${id}-actor`}
          label={t("tools.audit.filters.person")}
          look="tool"
          name="actor"
          defaultValue={filter.actor === undefined ? "" : String(filter.actor)}
        >
          <option value="">{t("tools.audit.filters.anyone")}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email})
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-action`}
          label={t("tools.audit.filters.action")}
          look="tool"
          name="action"
          defaultValue={filter.action ?? ""}
        >
          <option value="">{t("tools.audit.filters.anyAction")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`tools.audit.actions.${action}`)}
            </option>
          ))}
        </Select>
        <Field id={`${id}-from`} label={t("tools.audit.filters.from")} look="tool">
          {(control) => <input {...control} type="date" name="from" defaultValue={filter.from} />}
        </Field>
        <Field id={`${id}-to`} label={t("tools.audit.filters.to")} look="tool">
          {(control) => <input {...control} type="date" name="to" defaultValue={filter.to} />}
        </Field>
      </FilterForm>
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
      {rows.length > 0 ? (
        <DataTable
          caption={t("tools.audit.heading")}
          columns={[
            `${t("tools.audit.when")} (${t("tools.audit.time")})`,
            t("tools.audit.who"),
            t("tools.audit.what"),
            t("tools.audit.record"),
            t("tools.audit.detail"),
            t("tools.audit.from"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className="align-top text-ink">
              <td className="px-4 py-3 whitespace-nowrap">{row.when}</td>
              <th scope="row" className="px-4 py-3 font-semibold">
                {row.who ? row.who.name : t("tools.audit.nobody")}
                {row.who ? (
                  <span className="block font-normal break-all text-muted">{row.who.email}</span>
                ) : null}
              </th>
              <td className="px-4 py-3">{t(`tools.audit.actions.${row.action}`)}</td>
              <td className="px-4 py-3">
                {row.subject?.href ? (
                  <Link
                    to={row.subject.href}
                    className="font-semibold text-brand underline underline-offset-2"
                  >
                    {row.subject.text}
                  </Link>
                ) : (
                  row.subject?.text
                )}
              </td>
              <td className="px-4 py-3 break-words">{row.detail}</td>
              <td className="px-4 py-3 font-mono whitespace-nowrap">{row.ipPrefix}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <EmptyList className="mt-4">{t("tools.audit.empty")}</EmptyList>
      )}
      {position.pages > 1 ? (
        <nav
          aria-label={t("tools.audit.pageOf", { page: position.page, pages: position.pages })}
          className="mt-6 flex items-center justify-between gap-4"
        >
          {position.page > 1 ? (
            <Link
              to={pageLink(position.page - 1)}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {t("tools.audit.newer")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted">
            {t("tools.audit.pageOf", { page: position.page, pages: position.pages })}
          </p>
          {position.page < position.pages ? (
            <Link
              to={pageLink(position.page + 1)}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {t("tools.audit.older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
