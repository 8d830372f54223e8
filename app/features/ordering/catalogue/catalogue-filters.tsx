import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Form, Link } from "~/ui/link";
import { TRADE_CATALOGUE_PATH } from "../buyers/constants";
import {
  CATALOGUE_FACETS,
  CATALOGUE_SORTS,
  type CatalogueFacet,
  type CatalogueQuery,
} from "./catalogue-query";
import type { FacetChoice } from "./catalogue-view";

const CONTROL =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand";

/**
 * The catalogue's search, filters and sort as one plain GET form: it works before and without scripts, and
 * every choice is in the address, so a buyer can bookmark or share a view. Each filter's choices carry the
 * number of styles they would show, given the search and the other filters.
 */
export function CatalogueFilters({
  query,
  choices,
}: {
  query: CatalogueQuery;
  choices: Record<CatalogueFacet, FacetChoice[]>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const filtered = query.search !== "" || CATALOGUE_FACETS.some((facet) => query.filters[facet]);
  return (
    <Form
      method="get"
      action={TRADE_CATALOGUE_PATH}
      role="search"
      aria-label={t("trade.catalogue.filters")}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-q`} className="font-semibold text-ink">
          {t("trade.catalogue.search")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query.search}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${id}-q-hint`}
            className={CONTROL}
          />
          <button
            type="submit"
            className="shrink-0 rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {t("trade.catalogue.submit")}
          </button>
        </div>
        <p id={`${id}-q-hint`} className="text-sm text-muted">
          {t("trade.catalogue.searchHint")}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        {CATALOGUE_FACETS.map((facet) => (
          <div key={facet} className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-${facet}`} className="font-semibold text-ink">
              {t(`trade.catalogue.facets.${facet}`)}
            </label>
            <select
              id={`${id}-${facet}`}
              name={facet}
              defaultValue={query.filters[facet] ?? ""}
              className={CONTROL}
            >
              <option value="">{t("trade.catalogue.any")}</option>
              {choices[facet].map((choice) => (
                <option
                  key={choice.value}
                  value={choice.value}
                  disabled={choice.count === 0 && query.filters[facet] !== choice.value}
                >
                  {t("trade.catalogue.option", { name: choice.label, count: choice.count })}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-sort`} className="font-semibold text-ink">
            {t("trade.catalogue.sort")}
          </label>
          <select id={`${id}-sort`} name="sort" defaultValue={query.sort} className={CONTROL}>
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`trade.catalogue.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="rounded-md border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand-light"
        >
          {t("trade.catalogue.apply")}
        </button>
        {filtered ? (
          <Link to={TRADE_CATALOGUE_PATH} className="font-semibold text-brand underline underline-offset-2">
            {t("trade.catalogue.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
