import { useTranslation } from "~/features/i18n";
import { marketingImage } from "~/lib/marketing-image";
import { ButtonLink } from "~/ui/button-link";
import { ResponsiveImage } from "~/ui/responsive-image";

/** SPEC §2 Home: the "work with us now" call to action, over a wide image of the distribution centre. */
export function CtaBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-banner-heading" className="relative isolate overflow-hidden bg-brand-dark">
      {/* The photo fades out towards the right, so the building's edge does not read as a panel there. */}
      <ResponsiveImage
        image={marketingImage("banner")}
        sizes="100vw"
        alt=""
        className="absolute inset-0 -z-10 size-full object-cover opacity-40 mask-r-from-55%"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark via-brand-dark/85 to-brand/75" />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-20 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl text-white">
          <h2 id="cta-banner-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("home.banner.heading")}
          </h2>
          <p className="mt-4 text-lg text-white/90">{t("home.banner.body")}</p>
        </div>
        <ButtonLink to="/contact" tone="white" arrow className="shrink-0 px-8 py-4 text-lg shadow-lg">
          {t("home.banner.cta")}
        </ButtonLink>
      </div>
    </section>
  );
}
