import { SITE } from "@content/site";
import { brandSummaries } from "~/features/brands/catalogue.server";
import { ContactForm } from "~/features/contact/contact-form";
import { CONTACT_FORM_STRINGS } from "~/features/contact/strings";
import { AboutBlock } from "~/features/home/about-block";
import { BrandsSection } from "~/features/home/brands-section";
import { CtaBanner } from "~/features/home/cta-banner";
import { EcommercePromo } from "~/features/home/ecommerce-promo";
import { HeroCarousel } from "~/features/home/hero-carousel";
import { LogoStrip } from "~/features/home/logo-strip";
import { ABOUT_BLOCK_STRINGS, HOME_STRINGS } from "~/features/home/strings";
import { stringsFor } from "~/features/i18n/strings.server";
import { serverT } from "~/features/i18n/translate.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const brands = brandSummaries(context.get(languageContext));
  const inGrids = brands.filter((brand) => brand.inGrids);
  const seo = pageSeo(context, request, { title: t("home.title"), description: t("home.description") });
  const { address } = SITE;
  return {
    strings: stringsFor(context, [...HOME_STRINGS, ...ABOUT_BLOCK_STRINGS, ...CONTACT_FORM_STRINGS]),
    seo: {
      ...seo,
      structuredData: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE.name,
        url: seo.origin,
        logo: new URL("/favicon.svg", seo.origin).href,
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
      },
    },
    slides: brands.map(({ id, name, heroImage, homeLogo }) => ({ id, name, heroImage, homeLogo })),
    logos: inGrids.map(({ id, name, logo }) => ({ id, name, logo })),
    tiles: inGrids.map(({ id, name, tileImage, logoWhite }) => ({
      id,
      name,
      image: tileImage,
      logo: logoWhite,
    })),
  };
}

/** SPEC §2 Home, top to bottom. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroCarousel slides={loaderData.slides} />
      <LogoStrip logos={loaderData.logos} />
      <AboutBlock headingLevel={2} />
      <EcommercePromo />
      <BrandsSection tiles={loaderData.tiles} />
      <CtaBanner />
      <ContactForm variant="general" />
    </>
  );
}
