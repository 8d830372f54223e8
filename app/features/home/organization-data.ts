import { SITE } from "@content/site";
import type { CompanyView } from "~/lib/company-contact";

/**
 * The company as search engines read it (schema.org JSON-LD), for the home page. Built where the page's meta
 * is, from the company's facts the public layout sent (as published) and the site's origin, so the loader
 * does not send it beside the same JSON-LD in the document.
 */
export function organizationData(origin: string, company: CompanyView): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: origin,
    logo: new URL("/favicon.svg", origin).href,
    foundingDate: String(SITE.foundingYear),
    telephone: company.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: company.phone,
      email: company.generalEmail,
      areaServed: "CA",
      availableLanguage: ["English", "French"],
    },
    address: {
      "@type": "PostalAddress",
      streetAddress: company.addressLines[0],
      addressLocality: company.locality,
      addressRegion: company.provinceCode,
      postalCode: company.postalCode,
      addressCountry: SITE.address.countryCode,
    },
  };
}
