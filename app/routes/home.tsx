import { SEED_FACTS } from "@content/company/seed";
import { brandTile, compactWordmarkUrl, receivedSummary, sentSummary, svgUrl } from "~/features/brands";
import { brandSummaries } from "~/features/brands/index.server";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import {
  AboutBlock,
  BrandsSection,
  CtaBanner,
  EcommercePromo,
  HeroCarousel,
  HOME_COPY,
  HOME_COPY_SECTIONS,
  LogoStrip,
  organizationData,
} from "~/features/home";
import { mergeStrings } from "~/features/i18n";
import { copyChangesFor, serverT, stringsFor } from "~/features/i18n/index.server";
import { companyIn, companyView } from "~/lib/company-contact";
import { responsiveImage } from "~/lib/image-variants";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(undefined);
  const { seo } = loaderData;
  const layout = matches.find((match) => match?.id === "routes/public-layout")?.loaderData;
  const company = companyIn(layout) ?? companyView(SEED_FACTS, seo.language);
  return seoMeta({ ...seo, structuredData: organizationData(seo.origin, company) });
};

export const handle = HOME_COPY;

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const brands = await brandSummaries(context.get(languageContext));
  const seo = pageSeo(context, request, { title: t("home.title"), description: t("home.description") });
  return {
    // The page's copy comes with its module; only what staff published differently comes with its data.
    strings: mergeStrings([
      stringsFor(context, CONTACT_FORM_STRINGS),
      copyChangesFor(context, HOME_COPY_SECTIONS),
    ]),
    seo,
    brands: brands.map(sentSummary),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);

/** SPEC §2 Home, top to bottom. */
export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const brands = loaderData.brands.map(receivedSummary);
  const inGrids = brands.filter((brand) => brand.inGrids);
  const slides = brands.map(({ id, name, heroImage, homeLogo }) => ({
    id,
    name,
    heroImage: responsiveImage(heroImage, "hero"),
    homeLogo: svgUrl(homeLogo),
  }));
  return (
    <>
      <HeroCarousel slides={slides} />
      <LogoStrip
        logos={inGrids.map(({ id, name, logo }) => ({ id, name, logo: compactWordmarkUrl(logo, "brand") }))}
      />
      <AboutBlock headingLevel={2} />
      <EcommercePromo />
      <BrandsSection tiles={inGrids.map(brandTile)} />
      <CtaBanner />
      <ContactForm variant="general" result={actionData?.contact} />
    </>
  );
}
