import { brandLinks } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { APPLICATION_PATH } from "~/features/retailers";
import {
  BRAND_PARAM,
  distanceLimitOf,
  NEAR_PARAM,
  RESULTS_ANCHOR,
  StoreFinder,
  StoreResults,
  WHERE_TO_BUY_STRINGS,
  WITHIN_PARAM,
} from "~/features/where-to-buy";
import { liveStores, searchStores } from "~/features/where-to-buy/index.server";
import { inReadingOrder } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/where-to-buy";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The postal-code areas' source and licence (`features/where-to-buy/reference/README.md`), credited on the page. */
const AREAS_SOURCE = { name: "GeoNames", href: "https://www.geonames.org/" };
const AREAS_LICENCE = { name: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const url = new URL(request.url);
  const near = url.searchParams.get(NEAR_PARAM)?.trim() ?? "";
  const language = context.get(languageContext);
  const brands = inReadingOrder(
    await brandLinks(language),
    (choice) => choice.name,
    LANGUAGE_LOCALES[language],
  );
  const brand = brands.find((choice) => choice.id === url.searchParams.get(BRAND_PARAM));
  const within = distanceLimitOf(url.searchParams.get(WITHIN_PARAM));
  return {
    strings: stringsFor(context, WHERE_TO_BUY_STRINGS),
    seo: pageSeo(context, request, {
      title: t("whereToBuy.page.title"),
      description: t("whereToBuy.page.description"),
    }),
    brands,
    brand: brand?.id,
    near,
    within,
    results: near
      ? searchStores(near, await liveStores(), { brand: brand?.id, withinKm: within })
      : undefined,
  };
}

/** Where to buy: the search, the stores nearest first, and the credit for the postal-code areas it measures by. */
export default function WhereToBuy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brands, brand, near, within, results } = loaderData;
  const brandNames = new Map(brands.map((choice) => [choice.id, choice.name]));
  return (
    <>
      <PageHero
        eyebrow={t("whereToBuy.page.eyebrow")}
        heading={t("whereToBuy.page.heading")}
        intro={t("whereToBuy.page.intro")}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
        headingClassName="sm:text-5xl"
        introClassName="mt-5 max-w-3xl text-pretty"
      />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
            <StoreFinder
              near={near}
              brand={brand}
              brands={brands}
              within={within}
              label={t("whereToBuy.page.searchLabel")}
            />
          </div>
          {results ? (
            <div id={RESULTS_ANCHOR} className="scroll-mt-24">
              <StoreResults
                results={results}
                near={near}
                brandId={brand}
                brand={brand ? brandNames.get(brand) : undefined}
                brandNames={brandNames}
              />
            </div>
          ) : null}
          <p className="text-sm text-muted">
            {t("whereToBuy.credits.approximate")} {t("whereToBuy.credits.source")}{" "}
            <a href={AREAS_SOURCE.href} className="underline hover:text-ink">
              {AREAS_SOURCE.name}
            </a>{" "}
            (
            <a href={AREAS_LICENCE.href} rel="license" className="underline hover:text-ink">
              {t("whereToBuy.credits.licence")} {AREAS_LICENCE.name}
            </a>
            ).
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-8">
            <span className="font-semibold text-ink">{t("whereToBuy.retailers.heading")}</span>
            <Link to={APPLICATION_PATH} className="font-semibold text-brand underline hover:text-brand-dark">
              {t("whereToBuy.retailers.link")}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
