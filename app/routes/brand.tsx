import { data, redirect } from "react-router";
import {
  BRAND_NOT_FOUND_STRINGS,
  BRAND_PAGE_STRINGS,
  BrandHero,
  BrandNotFound,
  BrandSections,
} from "~/features/brands";
import { brandPage, isBrandId } from "~/features/brands/index.server";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/brand";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  // Some brands write their slug capitalised (Prospector-Pro): one page, at the lower-case address.
  const lowerCase = params.brandId.toLowerCase();
  if (lowerCase !== params.brandId && isBrandId(lowerCase)) {
    const url = new URL(request.url);
    throw redirect(`/brands/${lowerCase}${url.search}`, 301);
  }
  const brand = await brandPage(params.brandId, context.get(languageContext));
  if (!brand) {
    const seo = pageSeo(context, request, {
      title: t("brands.notFound.title"),
      description: t("brands.notFound.body"),
      noindex: true,
    });
    return data({ strings: stringsFor(context, BRAND_NOT_FOUND_STRINGS), seo, brand: null }, { status: 404 });
  }
  return {
    strings: stringsFor(context, [...BRAND_PAGE_STRINGS, ...CONTACT_FORM_STRINGS]),
    seo: pageSeo(context, request, {
      title: brand.name,
      description: brand.description,
      image: brand.heroImage.fallback,
    }),
    brand,
  };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  contactFormAction(request, context, params.brandId);

/** SPEC §2 /brands/{brandId}: hero, two expandable sections, the brand's own contact form. */
export default function BrandRoute({ loaderData: { brand }, actionData }: Route.ComponentProps) {
  if (!brand) return <BrandNotFound />;
  return (
    <>
      <BrandHero brand={brand} />
      <BrandSections brand={brand} />
      <ContactForm variant="brand" brandId={brand.id} brand={brand.contact} result={actionData?.contact} />
    </>
  );
}
