import { BRAND_LIST_STRINGS, BrandGrid, brandTile, receivedSummary, sentSummary } from "~/features/brands";
import { brandSummaries } from "~/features/brands/index.server";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/brands";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const brands = (await brandSummaries(context.get(languageContext))).filter((brand) => brand.inGrids);
  return {
    strings: stringsFor(context, [...BRAND_LIST_STRINGS, ...CONTACT_FORM_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("brands.list.title"),
      description: t("brands.list.description"),
    }),
    brands: brands.map(sentSummary),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);

/** SPEC §2 /brands: heading, paragraph, the 21-tile grid, then the contact form. */
export default function BrandsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:px-8">
        <p className="eyebrow text-brand">{t("brands.list.eyebrow")}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          {t("brands.list.heading")}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted">{t("brands.list.intro")}</p>
        <nav aria-label={t("brands.list.gridLabel")} className="mt-12">
          <BrandGrid
            tiles={loaderData.brands.map((sent) => brandTile(receivedSummary(sent)))}
            variant="wide"
          />
        </nav>
      </section>
      <ContactForm variant="general" result={actionData?.contact} />
    </>
  );
}
