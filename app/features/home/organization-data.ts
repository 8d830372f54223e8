import { SITE } from "@content/site";

/**
 * The company as search engines read it (schema.org JSON-LD), for the home page. Built where the page's meta
 * is, from compiled-in content and the site's origin, so the loader does not send it beside the same JSON-LD
 * in the document.
 */
export function organizationData(origin: string): Record<string, unknown> {
  const { address } = SITE;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: origin,
    logo: new URL("/favicon.svg", origin).href,
    foundingDate: String(SITE.foundingYear),
    telephone: SITE.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: SITE.phone,
      email: SITE.contactAddresses.general,
      areaServed: "CA",
      availableLanguage: ["English", "French"],
    },
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.regionCode,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
  };
}
