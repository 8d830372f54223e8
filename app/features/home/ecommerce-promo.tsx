import { useTranslation } from "~/features/i18n";
import { marketingImage } from "~/lib/marketing-image";
import { ButtonLink } from "~/ui/button-link";
import { Icon } from "~/ui/icons";
import { ResponsiveImage } from "~/ui/responsive-image";
import { useReveal } from "~/ui/reveal";
import { SectionHeading } from "~/ui/section-heading";

const POINTS = ["feeds", "shipping", "returns"] as const;

/** SPEC §2 Home: the e-commerce and dropshipping teaser, with a read-more link to /services. */
export function EcommercePromo() {
  const { t } = useTranslation();
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section aria-labelledby="promo-heading" className="bg-brand-light/60">
      <div
        ref={reveal}
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:gap-16 lg:px-8"
      >
        <ResponsiveImage
          image={marketingImage("promo")}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          alt={t("home.promo.imageAlt")}
          className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-slate-200"
        />
        <div>
          <p className="eyebrow text-brand">{t("home.promo.eyebrow")}</p>
          <SectionHeading id="promo-heading" className="mt-3">
            {t("home.promo.heading")}
          </SectionHeading>
          <p className="mt-5 text-lg leading-relaxed text-muted">{t("home.promo.body")}</p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand" />
                {t(`home.promo.points.${point}`)}
              </li>
            ))}
          </ul>
          <ButtonLink
            to="/services#ecommerce"
            aria-label={t("home.promo.readMoreLabel")}
            arrow
            className="mt-8 px-7 py-3 shadow-sm"
          >
            {t("home.promo.readMore")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
