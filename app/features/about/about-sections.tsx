import { useTranslation } from "~/features/i18n";
import { ButtonLink } from "~/ui/button-link";
import { Link } from "~/ui/link";
import { type ResponsiveImage as Image, ResponsiveImage } from "~/ui/responsive-image";
import { SectionHeading } from "~/ui/section-heading";

/** The five services in the footer's words, each linking to its section of /services. */
const SERVICES = ["fulfillment", "dropship", "sales", "marketing", "ecommerce"] as const;

/** What the company does, in one paragraph and the five services it offers. */
export function WhatWeDo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="what-we-do" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[5fr_7fr] lg:gap-16">
        <div>
          <SectionHeading id="what-we-do">{t("about.page.whatWeDo.heading")}</SectionHeading>
          <p className="mt-5 text-lg leading-relaxed text-muted">{t("about.page.whatWeDo.intro")}</p>
          <Link
            to="/services"
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {t("about.page.whatWeDo.more")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ol className="grid gap-3 sm:grid-cols-2">
          {/* An odd last card takes the whole row rather than standing alone in a column. */}
          {SERVICES.map((service, index) => (
            <li key={service} className="sm:last:odd:col-span-2">
              <Link
                to={`/services#${service}`}
                className="flex h-full items-center gap-4 rounded-2xl bg-white p-5 font-semibold text-ink shadow-sm ring-1 ring-slate-200 transition hover:text-brand hover:ring-brand"
              >
                <span aria-hidden="true" className="text-sm font-bold tracking-widest text-brand">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {t(`layout.footer.serviceLinks.${service}`)}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The facility the copy is built on (`image`: the distribution centre), with a link to its own page. */
export function FacilitySection({ image }: { image: Image }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="facility" className="bg-brand-light/60">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 md:grid-cols-2 md:gap-16 lg:px-8">
        <ResponsiveImage
          image={image}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          alt={t("about.page.facility.imageAlt")}
          className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-slate-200"
        />
        <div>
          <SectionHeading id="facility">{t("about.page.facility.heading")}</SectionHeading>
          <p className="mt-5 text-lg leading-relaxed text-muted">{t("about.page.facility.body")}</p>
          <ButtonLink to="/distribution" arrow className="mt-8 px-5 py-3 text-balance shadow-sm sm:px-7">
            {t("about.page.facility.link")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
