import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { AUDIT_PATH } from "~/features/tools";
import { DataTable } from "~/ui/data-table";
import { EmptyList } from "~/ui/empty-list";
import { Field, Select } from "~/ui/field";
import { FilterForm } from "~/ui/filter-form";
import { Link } from "~/ui/link";
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";
import { type AuditFilter, auditFilterQuery } from "./audit-filter";

/** One action of the log as its page shows it. */
export interface AuditRowView {
  id: number;
  /** When, in the company's time zone and the reader's language. */
  when: string;
  /** Who acted; null for the system or a visitor. */
  who: { name: string; email: string } | null;
  action: AuditAction;
  /** The record acted on, with its page where it has one. */
  subject: { text: string; href?: string } | null;
  detail: string;
  ipPrefix: string;
}

/** Which actions the log shows: by person, by action and between two days (a plain GET form). */
export function AuditFilters({
  filter,
  people,
}: {
  filter: AuditFilter;
  people: readonly { id: number; name: string; email: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FilterForm
      label={t("tools.audit.filters.label")}
      columns="lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      apply={t("tools.audit.filters.apply")}
      links={
        auditFilterQuery(filter) ? (
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
  );
}

/** The log's page of actions, newest first, or a line saying there are none. */
export function AuditTable({ rows }: { rows: readonly AuditRowView[] }) {
  const { t } = useTranslation();
  return rows.length > 0 ? (
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
            {row.who ? <span className="block font-normal break-all text-muted">{row.who.email}</span> : null}
          </th>
          <td className="px-4 py-3">{t(`tools.audit.actions.${row.action}`)}</td>
          <td className="px-4 py-3">
            {row.subject?.href ? (
              <Link to={row.subject.href} className="font-semibold text-brand underline underline-offset-2">
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
  );
}

/** Newer and older pages of the log under the same filter, when there is more than one. */
export function AuditPages({
  filter,
  position,
}: {
  filter: AuditFilter;
  position: { page: number; pages: number };
}) {
  const { t } = useTranslation();
  const pageLink = (page: number) => `${AUDIT_PATH}?${auditFilterQuery(filter, page)}`;
  if (position.pages <= 1) return null;
  return (
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
  );
}
