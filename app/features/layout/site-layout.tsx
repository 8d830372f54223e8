import type { ReactNode } from "react";
import type { BrandLink } from "~/features/brands";
import { useTranslation } from "~/features/i18n";
import { CompanyProvider, type CompanyView } from "~/lib/company-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollBanner } from "./scroll-banner";
import { useBannerVisibility } from "./use-banner-visibility";

/**
 * SPEC §2 "Shared layout": banner, header, main content, footer. `brands` are the brands the site lists and
 * `company` the company's facts, as published (the brand menu and the footer show them; the page's own parts
 * read the facts from the layout).
 */
export function SiteLayout({
  children,
  brands,
  company,
}: {
  children: ReactNode;
  brands: readonly BrandLink[];
  /** Without it (an error page whose layout had no data), the site's first facts. */
  company?: CompanyView;
}) {
  const { t } = useTranslation();
  const bannerVisible = useBannerVisibility();
  return (
    <CompanyProvider value={company}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("layout.skipToContent")}
      </a>
      <ScrollBanner visible={bannerVisible} />
      <Header belowBanner={bannerVisible} brands={brands} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer brands={brands} />
    </CompanyProvider>
  );
}
