import { SITE } from "@content/site";
import type { BrandLink } from "~/features/brands";
import { useLanguage, useTranslation } from "~/features/i18n";
import { APPLICATION_PATH } from "~/features/retailers";
import { WHERE_TO_BUY_PATH } from "~/features/where-to-buy";
import { displayPhone, useCompany, yearIn } from "~/lib/company-contact";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { mailtoHref } from "~/lib/mailto";
import { useRootData } from "~/lib/root-data";
import { Link } from "~/ui/link";
import { CompanyMark } from "./company-logo";
import { LanguageSelector } from "./language-link";

/** A heading and its links; `className` says how many of the footer's columns it spans. */
function FooterColumn({
  title,
  className = "min-w-0",
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

export function Footer({ brands }: { brands: readonly BrandLink[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const company = useCompany(language);
  // The server's year, sent with the page (see `yearIn`); a page without the root's data says it as the browser does.
  const year = useRootData()?.year ?? yearIn(LANGUAGE_LOCALES[language]);
  return (
    <footer className="bg-brand-dark text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:gap-x-10 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="flex items-center gap-3" aria-label={t("layout.homeLink")}>
            <CompanyMark inverted />
            <span className="text-xl font-bold">{SITE.name}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm text-white/80">{t("layout.footer.tagline")}</p>
          <address className="mt-4 text-sm text-white/80 not-italic">
            <span className="block font-semibold text-white">{t("layout.footer.addressLabel")}</span>
            {company.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <FooterColumn title={t("layout.footer.about")}>
          <li>
            <Link to="/about">{t("layout.footer.aboutLinks.company")}</Link>
          </li>
          <li>
            <Link to="/distribution">{t("layout.footer.aboutLinks.distribution")}</Link>
          </li>
          <li>
            <Link to="/b2b">{t("layout.footer.aboutLinks.b2b")}</Link>
          </li>
          <li>
            <Link to={APPLICATION_PATH}>{t("layout.retailAccount")}</Link>
          </li>
          <li>
            <Link to={WHERE_TO_BUY_PATH}>{t("layout.whereToBuy")}</Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t("layout.footer.services")}>
          {(["fulfillment", "dropship", "sales", "marketing", "ecommerce"] as const).map((service) => (
            <li key={service}>
              <Link to={`/services#${service}`}>{t(`layout.footer.serviceLinks.${service}`)}</Link>
            </li>
          ))}
        </FooterColumn>
        {/* On a phone the e-mail address needs the full width. */}
        <FooterColumn title={t("layout.footer.contact")} className="col-span-2 md:col-span-1">
          <li>
            <a href={`tel:${company.phone}`}>{displayPhone(company.phone)}</a>
          </li>
          <li>
            <a href={mailtoHref(company.generalEmail)}>{company.generalEmail}</a>
          </li>
          <li>
            <Link to="/contact">{t("layout.footer.contactLink")}</Link>
          </li>
        </FooterColumn>
        {/* The brand names get a row of their own, so none is squeezed onto two or three lines. */}
        <FooterColumn title={t("layout.footer.brands")} className="col-span-full">
          <li className="columns-2 gap-x-6 sm:columns-3 md:gap-x-10 lg:columns-4 xl:columns-6">
            <ul className="space-y-2">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={`/brands/${brand.id}`}>{brand.name}</Link>
                </li>
              ))}
            </ul>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-4 px-4 py-6 text-sm text-white/80 sm:flex-row sm:items-center sm:px-6 lg:px-8">
          <p>{t("layout.footer.rights", { year })}</p>
          <nav aria-label={t("layout.footer.legal.label")}>
            <ul className="footer-links flex flex-wrap gap-x-6 gap-y-2">
              {(["privacy", "accessibility", "terms"] as const).map((page) => (
                <li key={page}>
                  <Link to={`/${page}`}>{t(`layout.footer.legal.${page}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSelector />
        </div>
      </div>
    </footer>
  );
}
