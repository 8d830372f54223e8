import { useTranslation } from "~/features/i18n";
import { DataTable } from "~/ui/data-table";
import { Link } from "~/ui/link";
import { TableSection } from "~/ui/table-section";
import {
  STUDIO_BRANDS_PATH,
  STUDIO_COMPANY_PATH,
  STUDIO_LINEUP_PATH,
  STUDIO_NEW_BRAND_PATH,
  STUDIO_PAGES_PATH,
} from "./constants";
import { ItemRow } from "./item-row";
import type { StudioPage } from "./studio-pages";

/** An item's state as the front page lists it. */
interface Listed {
  live: { revision: number; at: string; by: string | null } | null;
  draft: { by: string | null; at: string } | null;
}

/** The site's pages whose words staff edit (a handful, edited most), with the company's facts beside them. */
export function StudioPages({ pages }: { pages: readonly (Listed & { id: StudioPage })[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pages" className="mt-4">
      <h2 id="pages" className="text-xl font-semibold text-ink">
        {t("studio.pages.listHeading")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("studio.pages.intro")}</p>
      <p className="mt-2">
        <Link to={STUDIO_COMPANY_PATH} className="font-semibold text-brand underline underline-offset-2">
          {t("studio.company.open")}
        </Link>
      </p>
      <DataTable
        caption={t("studio.pages.listHeading")}
        columns={[
          t("studio.pages.columns.page"),
          t("studio.pages.columns.live"),
          t("studio.pages.columns.draft"),
        ]}
        actionColumn={t("studio.pages.columns.actions")}
      >
        {pages.map((page) => (
          <ItemRow
            key={page.id}
            name={t(`studio.pages.names.${page.id}`)}
            live={page.live}
            never={t("studio.pages.siteWords")}
            draft={page.draft}
            editor={`${STUDIO_PAGES_PATH}/${page.id}`}
          />
        ))}
      </DataTable>
    </section>
  );
}

/** Every brand, what is live and whether a draft waits, after the new brands not yet published. */
export function StudioBrands({
  brands,
  unpublished,
}: {
  brands: readonly (Listed & { id: string; name: string })[];
  unpublished: readonly { id: string; name: string; drafted: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{t("studio.list.brands")}</h2>
        <p className="flex flex-wrap gap-x-5">
          <Link to={STUDIO_NEW_BRAND_PATH} className="font-semibold text-brand underline underline-offset-2">
            {t("studio.newBrand.open")}
          </Link>
          <Link to={STUDIO_LINEUP_PATH} className="font-semibold text-brand underline underline-offset-2">
            {t("studio.lineup.open")}
          </Link>
        </p>
      </div>
      {unpublished.length > 0 ? (
        <TableSection
          id="new-brands"
          title={t("studio.newBrand.unpublished")}
          columns={[t("studio.newBrand.columns.brand"), t("studio.newBrand.columns.drafted")]}
          actionColumn={t("studio.newBrand.columns.actions")}
        >
          {unpublished.map((brand) => (
            <tr key={brand.id} className="text-ink">
              <th scope="row" className="px-4 py-3 font-semibold">
                {brand.name}
              </th>
              <td className="px-4 py-3">{brand.drafted}</td>
              <td className="px-4 py-3">
                <Link
                  to={`${STUDIO_BRANDS_PATH}/${brand.id}`}
                  className="font-semibold text-brand underline underline-offset-2"
                  aria-label={t("studio.list.editLabel", { name: brand.name })}
                >
                  {t("studio.list.edit")}
                </Link>
              </td>
            </tr>
          ))}
        </TableSection>
      ) : null}
      <DataTable
        caption={t("studio.list.brands")}
        columns={[
          t("studio.list.columns.brand"),
          t("studio.list.columns.live"),
          t("studio.list.columns.draft"),
        ]}
        actionColumn={t("studio.list.columns.actions")}
      >
        {brands.map((brand) => (
          <ItemRow
            key={brand.id}
            name={brand.name}
            live={brand.live}
            never={t("studio.list.fromFiles")}
            draft={brand.draft}
            editor={`${STUDIO_BRANDS_PATH}/${brand.id}`}
          />
        ))}
      </DataTable>
    </>
  );
}
