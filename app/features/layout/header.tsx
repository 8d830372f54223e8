import type { BrandLink } from "~/features/brands";
import { useTranslation } from "~/features/i18n";
import { APPLICATION_PATH } from "~/features/retailers";
import { Link, NavLink } from "~/ui/link";
import { BrandMenu } from "./brand-menu";
import { CompanyMark } from "./company-logo";
import { OtherLanguageLink } from "./language-link";
import { MobileMenu } from "./mobile-menu";
import { NAV_ITEMS } from "./nav-items";
import { navLinkClass } from "./nav-link-class";

/**
 * Sticky 80 px header; `belowBanner` moves it below the scroll banner while that shows. The other language is a
 * link beside the navigation on wide screens and at the foot of the phone menu.
 */
export function Header({ belowBanner, brands }: { belowBanner: boolean; brands: readonly BrandLink[] }) {
  const { t } = useTranslation();
  return (
    <header
      className={`sticky z-30 h-20 border-b border-slate-200 bg-white/95 backdrop-blur transition-[top] duration-300 ${belowBanner ? "top-10" : "top-0"}`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-3 rounded-md" aria-label={t("layout.homeLink")}>
          <CompanyMark />
          <span className="text-lg font-bold tracking-tight text-brand sm:text-xl">Trafalgar Brands</span>
        </Link>
        <div className="hidden items-center gap-3 lg:flex">
          <nav aria-label={t("layout.nav.label")}>
            <ul className="flex items-center gap-1">
              {NAV_ITEMS.map((item) =>
                item.label === "nav.brands" ? (
                  <BrandMenu key={item.to} brands={brands} />
                ) : (
                  <li key={item.to}>
                    <NavLink to={item.to} className={navLinkClass}>
                      {t(`layout.${item.label}`)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <OtherLanguageLink className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand ring-1 ring-slate-300 hover:bg-brand-light" />
          {/* Beside the navigation where the header has room for it; the phone menu and the footer have it too. */}
          <Link
            to={APPLICATION_PATH}
            className="hidden rounded-full bg-brand px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-dark xl:inline-block"
          >
            {t("layout.retailAccount")}
          </Link>
        </div>
        <MobileMenu belowBanner={belowBanner} />
      </div>
    </header>
  );
}
