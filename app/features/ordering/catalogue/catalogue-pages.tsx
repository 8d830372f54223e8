import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { TRADE_CATALOGUE_PATH } from "../buyers/constants";
import { type CatalogueQuery, catalogueSearchParams } from "./catalogue-query";

const PAGE_LINK = "rounded-md border border-slate-300 px-4 py-2 font-semibold text-brand hover:bg-slate-50";

/** Previous and next pages of the results, as plain links that keep the search, filters and sort. */
export function CataloguePages({
  query,
  page,
  pages,
}: {
  query: CatalogueQuery;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const to = (number: number) =>
    `${TRADE_CATALOGUE_PATH}${catalogueSearchParams({ ...query, page: number })}`;
  return (
    <nav aria-label={t("trade.catalogue.pages")} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={PAGE_LINK}>
          {t("trade.catalogue.previous")}
        </Link>
      ) : null}
      <p aria-current="page" className="text-muted">
        {t("trade.catalogue.pageOf", { page, pages })}
      </p>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className={PAGE_LINK}>
          {t("trade.catalogue.next")}
        </Link>
      ) : null}
    </nav>
  );
}
