import { brandWebsitePath } from "~/features/analytics";
import { useTranslation } from "~/features/i18n";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { BrandPage } from "./brand-page";

/**
 * SPEC §2 /brands/{brandId} hero: label, logo, description, and the website button when there is a site; then
 * the way for a retailer to carry the brand (`applyTo`: the retail account application, this brand chosen).
 */
export function BrandHero({ brand, applyTo }: { brand: BrandPage; applyTo: string }) {
  const { t } = useTranslation();
  return (
    <section className="relative isolate overflow-hidden bg-brand-dark text-white">
      <ResponsiveImage
        image={brand.heroImage}
        sizes="100vw"
        alt={brand.heroImage.alt ?? ""}
        priority
        className="absolute inset-y-0 right-0 -z-10 size-full object-cover object-[62%_50%] lg:w-2/3 lg:mask-l-from-70%"
      />
      {/* Below 1024 px the art is a backdrop behind the text, dimmed so white text keeps AA contrast on its
          lightest parts; from 1024 px it has the right two thirds to itself and the text column stays clear. */}
      <div className="absolute inset-0 -z-10 bg-brand-dark/75 lg:bg-transparent" />
      <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-16 sm:px-6 md:min-h-[38rem] lg:px-8">
        <nav aria-label={t("brands.page.breadcrumb")}>
          <Link
            to="/brands"
            className="text-sm font-semibold tracking-[0.2em] text-white/85 hover:text-white"
          >
            {t("brands.page.label")}
          </Link>
        </nav>
        <h1 className="mt-6">
          <img
            src={brand.logoWhite}
            alt={brand.name}
            width={480}
            height={120}
            className="h-16 w-auto max-w-full object-contain object-left sm:h-24 lg:max-w-md"
          />
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-white/90 lg:max-w-md">
          {brand.description}
        </p>
        <p className="mt-8 flex flex-wrap gap-4">
          {brand.website ? (
            <a
              href={brandWebsitePath(brand.id)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-2 rounded-full bg-white px-7 py-3 text-sm font-bold tracking-wider text-brand shadow-lg transition-colors hover:bg-brand-light"
            >
              {brand.buttonText}
              <span className="sr-only"> {t("brands.page.opensInNewTab")}</span>
              <Icon name="externalLink" className="size-4" />
            </a>
          ) : null}
          <Link
            to={applyTo}
            className="inline-flex items-center rounded-full px-7 py-3 text-sm font-bold tracking-wider text-white ring-2 ring-white/80 transition-colors hover:bg-white/10"
          >
            {t("brands.page.apply", { name: brand.name })}
          </Link>
        </p>
      </div>
    </section>
  );
}
