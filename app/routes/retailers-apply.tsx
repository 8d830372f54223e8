import { brandLinks } from "~/features/brands/index.server";
import { useLanguage, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { ApplicationForm, RETAILERS_STRINGS } from "~/features/retailers";
import { applicationAction } from "~/features/retailers/index.server";
import { displayPhone, useCompany } from "~/lib/company-contact";
import { inReadingOrder } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/retailers-apply";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const brands = await brandLinks(language);
  return {
    strings: stringsFor(context, RETAILERS_STRINGS),
    seo: pageSeo(context, request, {
      title: t("retailers.apply.title"),
      description: t("retailers.apply.description"),
    }),
    brands: inReadingOrder(brands, (brand) => brand.name, LANGUAGE_LOCALES[language]),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => applicationAction(request, context);

/** The retail account application: what to expect beside the form, the form, its outcome. */
export default function RetailAccountApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany(useLanguage());
  return (
    <>
      <PageHero
        eyebrow={t("retailers.apply.eyebrow")}
        heading={t("retailers.apply.heading")}
        intro={t("retailers.apply.intro")}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
        headingClassName="sm:text-5xl"
        introClassName="mt-5 max-w-3xl text-pretty"
      />
      <div className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_1fr] lg:items-start lg:px-8">
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
            <ApplicationForm result={actionData?.application} brands={loaderData.brands} />
          </div>
          <aside
            aria-labelledby="application-next"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:sticky lg:top-28"
          >
            <h2 id="application-next" className="text-xl font-bold text-ink">
              {t("retailers.apply.next.heading")}
            </h2>
            <ol className="mt-5 space-y-4">
              {(["review", "call", "open"] as const).map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-light font-semibold text-brand"
                  >
                    {index + 1}
                  </span>
                  <span className="text-ink">{t(`retailers.apply.next.${step}`)}</span>
                </li>
              ))}
            </ol>
            <p className="mt-8 font-semibold text-ink">{t("retailers.apply.next.questions")}</p>
            <a
              href={`tel:${company.phone}`}
              className="mt-1 inline-block text-brand underline hover:text-brand-dark"
            >
              {t("retailers.apply.next.phone", { phone: displayPhone(company.phone) })}
            </a>
          </aside>
        </div>
      </div>
    </>
  );
}
