import { data, redirect } from "react-router";
import {
  BRAND_NOT_FOUND_STRINGS,
  BRAND_PAGE_STRINGS,
  BRAND_RETIRED_STRINGS,
  BrandHero,
  BrandNotFound,
  BrandSections,
} from "~/features/brands";
import { brandAddress, brandPage } from "~/features/brands/index.server";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { BrandStyles } from "~/features/ordering";
import { currentStyles } from "~/features/ordering/index.server";
import { applicationPathFor } from "~/features/retailers";
import { BrandStoreFinder, STORE_FINDER_STRINGS } from "~/features/where-to-buy";
import { database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/brand";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * A retired brand's address moves to its replacement for good as search engines read it, yet browsers ask
 * again each time rather than keep the redirect, so a brand the studio brings back is found at once (decision
 * 224).
 */
const REPLACEMENT_REDIRECT_CACHE = "no-cache";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const { search } = new URL(request.url);
  // Some brands write their slug capitalised (Prospector-Pro): one page, at the lower-case address.
  const lowerCase = params.brandId.toLowerCase();
  const address = await brandAddress(lowerCase);
  if (address && lowerCase !== params.brandId) throw redirect(`/brands/${lowerCase}${search}`, 301);
  if (address?.listed === false) {
    if (address.replacement) {
      throw redirect(`/brands/${address.replacement}${search}`, {
        status: 301,
        headers: { "Cache-Control": REPLACEMENT_REDIRECT_CACHE },
      });
    }
    const seo = pageSeo(context, request, {
      title: t("brands.retired.title"),
      description: t("brands.retired.body"),
      noindex: true,
    });
    return data(
      { strings: stringsFor(context, BRAND_RETIRED_STRINGS), seo, brand: null, retired: true },
      { status: 410 },
    );
  }
  const brand = await brandPage(params.brandId, context.get(languageContext));
  if (!brand) {
    const seo = pageSeo(context, request, {
      title: t("brands.notFound.title"),
      description: t("brands.notFound.body"),
      noindex: true,
    });
    return data(
      { strings: stringsFor(context, BRAND_NOT_FOUND_STRINGS), seo, brand: null, retired: false },
      { status: 404 },
    );
  }
  const styles = await currentStyles(await database(), brand.id, context.get(languageContext));
  return {
    strings: stringsFor(context, [
      ...BRAND_PAGE_STRINGS,
      ...STORE_FINDER_STRINGS,
      ...CONTACT_FORM_STRINGS,
      ...(styles.total > 0 ? (["trade.brandStyles"] as const) : []),
    ]),
    seo: pageSeo(context, request, {
      title: brand.name,
      description: brand.description,
      image: brand.heroImage.fallback,
    }),
    brand,
    styles,
    retired: false,
  };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  contactFormAction(request, context, params.brandId);

/** SPEC §2 /brands/{brandId}: hero, two expandable sections, the brand's own contact form. */
export default function BrandRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, retired } = loaderData;
  if (!brand) return <BrandNotFound retired={retired} />;
  const styles = "styles" in loaderData ? loaderData.styles : undefined;
  return (
    <>
      <BrandHero brand={brand} applyTo={applicationPathFor(brand.id)} />
      <BrandSections brand={brand} />
      {styles ? (
        <BrandStyles brandId={brand.id} brandName={brand.name} styles={styles.styles} total={styles.total} />
      ) : null}
      <BrandStoreFinder brandId={brand.id} brandName={brand.name} />
      <ContactForm variant="brand" brandId={brand.id} brand={brand.contact} result={actionData?.contact} />
    </>
  );
}
