import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { APPLICATIONS_PATH, REVIEW_STATUSES, type ReviewStatus } from "~/features/retailers";
import { Select } from "~/ui/field";
import { FILTER_CONTROL, FilterForm, FilterSearch } from "~/ui/filter-form";
import { Link } from "~/ui/link";
import { ApplicationBadge } from "./application-badge";
import type { ApplicationView } from "./application-view";

const cell = "px-3 py-3 align-top";

/** Which applications staff ask for, as the URL carries it (`?status=new&q=montreal`). */
export interface ApplicationFilter {
  status?: ReviewStatus;
  search?: string;
}

/** Unknown values are dropped rather than refused: a stale or edited link still lists applications. */
export function parseApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const status = REVIEW_STATUSES.find((option) => option === params.get("status"));
  const search = params.get("q")?.trim().slice(0, 200);
  return { ...(status ? { status } : {}), ...(search ? { search } : {}) };
}

/** Which applications the list shows, by status and text. */
export function ApplicationFilters({ filter }: { filter: ApplicationFilter }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FilterForm
      key={`${filter.status ?? ""}:${filter.search ?? ""}`}
      action={APPLICATIONS_PATH}
      label={t("tools.applications.filters.label")}
      columns="lg:grid-cols-[1fr_2fr_auto]"
      apply={t("tools.applications.filters.apply")}
      links={
        <Link to={APPLICATIONS_PATH} className="font-semibold text-brand underline">
          {t("tools.applications.filters.clear")}
        </Link>
      }
    >
      <Select
        id={`${id}-status`}
        label={t("tools.applications.filters.status")}
        look="tool"
        name="status"
        defaultValue={filter.status ?? ""}
        controlClassName={FILTER_CONTROL}
      >
        <option value="">{t("tools.applications.filters.anyStatus")}</option>
        {REVIEW_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`tools.applications.status.${status}`)}
          </option>
        ))}
      </Select>
      <FilterSearch
        id={`${id}-search`}
        label={t("tools.applications.filters.search")}
        hint={t("tools.applications.filters.searchHint")}
        defaultValue={filter.search}
      />
    </FilterForm>
  );
}

/** Newest first; each business's name opens the whole application. Scrolls sideways on a phone. */
export function ApplicationTable({ applications }: { applications: ApplicationView[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-100 text-ink">
          <tr>
            {(["received", "business", "place", "brands", "status"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`tools.applications.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {applications.map(({ id, reference, received, application: a, brandNames, status, held }) => (
            <tr key={id}>
              <td className={`${cell} whitespace-nowrap text-muted`}>{received}</td>
              <td className={cell}>
                <Link to={`${APPLICATIONS_PATH}/${id}`} className="font-semibold text-brand underline">
                  {a.operatingName || a.legalName}
                </Link>
                <span className="block text-muted">
                  {reference} · {a.contactName}
                </span>
              </td>
              <td className={cell}>
                {a.city}, {a.province}
              </td>
              <td className={cell}>{brandNames.join(", ")}</td>
              <td className={cell}>
                <ApplicationBadge status={status} held={held} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
