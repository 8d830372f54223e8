import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { ResponsiveImage } from "~/ui/responsive-image";
import { useReveal } from "~/ui/reveal";
import { marketingImage } from "./marketing-image";

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
          <h2 id="promo-heading" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t("home.promo.heading")}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-muted">{t("home.promo.body")}</p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink">
                <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true">
                  <path
                    d="m4.5 10.5 3.5 3.5 7.5-8"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t(`home.promo.points.${point}`)}
              </li>
            ))}
          </ul>
          <Link
            to="/services#ecommerce"
            aria-label={t("home.promo.readMoreLabel")}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand px-7 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
          >
            {t("home.promo.readMore")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
