import { data } from "react-router";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { BRAND_PAGE_STRINGS, BrandHero, BrandSections } from "~/features/brands";
import { brandLinks, draftBrandPage } from "~/features/brands/index.server";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { SITE_LAYOUT_COPY, SiteLayout } from "~/features/layout";
import { applicationPathFor } from "~/features/retailers";
import {
  PhoneFrame,
  PreviewBar,
  type PreviewWidth,
  STUDIO_BRANDS_PATH,
  STUDIO_PREVIEW_PATH,
} from "~/features/studio";
import { brandEdit, companyFactsFor, showPreviewIn, studioSeo } from "~/features/studio/index.server";
import { toolRefusal } from "~/features/tools/index.server";
import { companyView } from "~/lib/company-contact";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-preview";

const previewLanguage: Route.MiddlewareFunction = ({ request, context }, next) => {
  showPreviewIn(request, context);
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly(toolRefusal), previewLanguage];

export const handle = SITE_LAYOUT_COPY;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const url = new URL(request.url);
  const width: PreviewWidth = url.searchParams.get("width") === "phone" ? "phone" : "desktop";
  // Inside the phone frame the page is drawn without the preview's bar, which stays around the frame.
  const framed = url.searchParams.has("framed");
  const edit = await brandEdit(params.brandId);
  const version = edit?.current;
  const brand = version && draftBrandPage(version.published.brand, language);
  const strings = stringsFor(context, [...BRAND_PAGE_STRINGS, ...CONTACT_FORM_STRINGS, "studio.preview"]);
  const seo = studioSeo(context, request, t("studio.preview.title", { name: brand?.name ?? params.brandId }));
  const view = {
    language,
    width,
    framed,
    id: params.brandId,
    brands: await brandLinks(language),
    company: companyView(companyFactsFor(context), language),
  };
  if (!brand) return data({ seo, strings, brand: null, draft: false, ...view }, { status: 404 });
  return { seo, strings, brand, draft: Boolean(edit.draft), ...view };
}

/**
 * A brand's draft (or, without one, what is live) as a visitor would see its page, in the language the
 * address names: the page itself at the window's width, or framed at a phone's, over a bar that says it is a
 * preview. The brand's form is shown, not sent: it is inert.
 */
export default function StudioPreview({
  loaderData: { brand, draft, language, width, framed, id, brands, company },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const address = (next: { in: string; width: PreviewWidth }) =>
    `${STUDIO_PREVIEW_PATH}/${id}?in=${next.in}${next.width === "phone" ? "&width=phone" : ""}`;
  const bar = framed ? null : (
    <PreviewBar
      draft={draft}
      language={language}
      width={width}
      address={address}
      back={`${STUDIO_BRANDS_PATH}/${id}`}
    />
  );
  if (width === "phone" && !framed) {
    return (
      <>
        <PhoneFrame
          src={`${STUDIO_PREVIEW_PATH}/${id}?in=${language}&framed`}
          title={t("studio.preview.frame", { name: brand?.name ?? id })}
          heading={t("studio.preview.title", { name: brand?.name ?? id })}
        />
        {bar}
      </>
    );
  }
  return (
    <>
      <div className={framed ? "" : "pb-16"}>
        <SiteLayout brands={brands} company={company}>
          {brand ? (
            <>
              <BrandHero brand={brand} applyTo={applicationPathFor(brand.id)} />
              <BrandSections brand={brand} />
              <div inert>
                <ContactForm variant="brand" brandId={brand.id} brand={brand.contact} />
              </div>
            </>
          ) : (
            <p className="mx-auto max-w-3xl px-4 py-24 text-ink">{t("studio.preview.unknown")}</p>
          )}
        </SiteLayout>
      </div>
      {bar}
    </>
  );
}
