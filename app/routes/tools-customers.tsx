import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { customerList } from "~/features/ordering/index.server";
import { CUSTOMERS_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/tools-customers";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The retail customers by name, with their buyers and ship-tos counted; `?q=` narrows them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const search = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const { customers, total } = await customerList(search);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.customers.title"),
      description: t("tools.customers.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["tools.customers", "trade.account.company.statuses"]),
    search,
    customers,
    total,
  };
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  const { search, customers, total } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.customers.heading")}</h1>
      <p className="max-w-prose text-ink">{t("tools.customers.intro")}</p>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className="font-semibold text-ink">
            {t("tools.customers.search")}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={search}
            maxLength={100}
            aria-describedby={`${id}-hint`}
            className="rounded-md border border-slate-400 px-3 py-2.5 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand"
          />
          <span id={`${id}-hint`} className="text-sm text-muted">
            {t("tools.customers.searchHint")}
          </span>
        </div>
        <button
          type="submit"
          className="mb-6 rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {t("tools.customers.submit")}
        </button>
      </Form>
      <p role="status" className="font-semibold text-ink">
        {t("tools.customers.count", { count: total })}
        {total > customers.length
          ? ` ${t("tools.customers.showing", { shown: customers.length, total })}`
          : ""}
      </p>
      {customers.length === 0 ? (
        <p className="text-ink">{search ? t("tools.customers.empty") : t("tools.customers.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("tools.customers.heading")}</caption>
            <thead className="bg-slate-50 text-ink">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t("tools.customers.columns.number")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("tools.customers.columns.name")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("tools.customers.columns.status")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("tools.customers.columns.buyers")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("tools.customers.columns.shipTos")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {customers.map((customer) => (
                <tr key={customer.number}>
                  <td className="px-4 py-3 font-mono">{customer.number}</td>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link
                      to={`${CUSTOMERS_PATH}/${encodeURIComponent(customer.number)}`}
                      className="text-brand underline underline-offset-2"
                    >
                      {customer.name}
                    </Link>
                  </th>
                  <td className="px-4 py-3">{t(`trade.account.company.statuses.${customer.status}`)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{customer.buyers}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{customer.shipTos}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
