import { brandSummaries } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import {
  ItemRow,
  STUDIO_BRANDS_PATH,
  STUDIO_COMPANY_PATH,
  STUDIO_LINEUP_PATH,
  STUDIO_NEW_BRAND_PATH,
  STUDIO_PAGES,
  STUDIO_PAGES_PATH,
} from "~/features/studio";
import {
  brandStates,
  type ItemState,
  newBrands,
  pageStates,
  studioLoaderStart,
  studioSeo,
} from "~/features/studio/index.server";
import { seoMeta } from "~/lib/seo";
import { DataTable } from "~/ui/data-table";
import { Link } from "~/ui/link";
import { TableSection } from "~/ui/table-section";
import type { Route } from "./+types/tools-studio";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t, language, when, strings } = studioLoaderStart(context, [
    "studio.list",
    "studio.lineup.open",
    "studio.newBrand",
    "studio.pages",
    "studio.company.open",
  ]);
  const states = await brandStates();
  const brands = (await brandSummaries(language)).map(({ id, name }) => {
    const state = states.get(id);
    return { id, name, live: liveOf(state, when), draft: draftOf(state, when) };
  });
  return {
    seo: studioSeo(context, request, t("studio.list.title")),
    strings,
    pages: await pagesList(when),
    brands,
    unpublished: (await newBrands()).map((brand) => ({
      id: brand.id,
      name: brand.names[language],
      drafted: t("studio.newBrand.draftedBy", { when: when(brand.at), name: brand.by ?? "—" }),
    })),
  };
}

/** An item's live revision as the front page lists it; none for a page still in the site's own words. */
function liveOf(state: ItemState | undefined, when: (at: number) => string) {
  return state && state.number > 0 ? { revision: state.number, at: when(state.at), by: state.by } : null;
}

function draftOf(state: ItemState | undefined, when: (at: number) => string) {
  return state?.draft ? { by: state.draft.by, at: when(state.draft.at) } : null;
}

/** Each page whose words staff edit, with what is live and whether a draft waits. */
async function pagesList(when: (at: number) => string) {
  const states = await pageStates();
  return STUDIO_PAGES.map((page) => ({
    id: page,
    live: liveOf(states.get(page), when),
    draft: draftOf(states.get(page), when),
  }));
}

/** The studio's front page: the site's pages first (a handful, edited most), then every brand, what is live and whether a draft waits. */
export default function StudioPage({ loaderData: { brands, unpublished, pages } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("studio.list.heading")}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t("studio.list.intro")}</p>
      </div>
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
    </div>
  );
}
