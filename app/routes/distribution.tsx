import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { DISTRIBUTION_STRINGS, DistributionServices, FacilityFacts } from "~/features/distribution";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { marketingImage } from "~/lib/marketing-image";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { PageHero } from "~/ui/page-hero";
import { ResponsiveImage } from "~/ui/responsive-image";
import { useReveal } from "~/ui/reveal";
import { SectionHeading } from "~/ui/section-heading";
import type { Route } from "./+types/distribution";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, [...DISTRIBUTION_STRINGS, ...CONTACT_FORM_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("distribution.title"),
      description: t("distribution.description"),
    }),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);

/** The distribution centre the services page's marketing section links to (SPEC §2 only names the route). */
export default function DistributionPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const promise = useReveal<HTMLDivElement>();
  return (
    <>
      <PageHero
        eyebrow={t("distribution.eyebrow")}
        heading={t("distribution.heading")}
        intro={t("distribution.intro")}
        backdrop={
          <>
            <ResponsiveImage
              image={marketingImage("distributionCentre")}
              sizes="100vw"
              alt={t("distribution.imageAlt")}
              priority
              className="absolute inset-0 -z-10 size-full object-cover"
            />
            {/* Solid under the text wherever it runs over the drawing's light walls; the drawing shows beyond it. */}
            <div className="absolute inset-0 -z-10 bg-brand-dark/85 md:bg-transparent md:bg-gradient-to-r md:from-brand-dark md:from-45% md:via-brand-dark/85 md:via-60% md:to-brand-dark/25" />
          </>
        }
        className="mx-auto max-w-7xl px-4 pt-20 pb-28 sm:px-6 sm:pt-28 sm:pb-36 lg:px-8"
        headingClassName="max-w-2xl sm:text-6xl"
        introClassName="mt-6 max-w-2xl leading-relaxed"
      />
      <FacilityFacts />
      <section
        aria-labelledby="promise-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
      >
        <div ref={promise} className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
          <div>
            <SectionHeading id="promise-heading" className="md:text-2xl lg:text-4xl">
              {t("distribution.promise.heading")}
            </SectionHeading>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t("distribution.promise.body")}</p>
          </div>
          <ResponsiveImage
            image={marketingImage("replenishment")}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            alt={t("distribution.promise.imageAlt")}
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-slate-200"
          />
        </div>
      </section>
      <DistributionServices />
      <ContactForm variant="general" result={actionData?.contact} />
    </>
  );
}
