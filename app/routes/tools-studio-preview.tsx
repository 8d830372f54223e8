import { data } from "react-router";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { BRAND_PAGE_STRINGS, BrandHero, BrandSections } from "~/features/brands";
import { draftBrandPage } from "~/features/brands/index.server";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { SITE_LAYOUT_COPY, SiteLayout } from "~/features/layout";
import { STUDIO_BRANDS_PATH, STUDIO_PREVIEW_PATH } from "~/features/studio";
import { brandEdit, studioSeo } from "~/features/studio/index.server";
import { toolRefusal } from "~/features/tools/index.server";
import { languageContext, languageFixedContext } from "~/lib/language-context";
import { LANGUAGES, toLanguage } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-studio-preview";

/** The preview's language is the one its address names (`?in=fr`), whatever the member reads the tools in. */
const previewLanguage: Route.MiddlewareFunction = ({ request, context }, next) => {
  const asked = toLanguage(new URL(request.url).searchParams.get("in") ?? "");
  if (asked) {
    context.set(languageContext, asked);
    context.set(languageFixedContext, true);
  }
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly(toolRefusal), previewLanguage];

export const handle = SITE_LAYOUT_COPY;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const edit = await brandEdit(params.brandId);
  const version = edit && (edit.draft ?? edit.live);
  const brand = version && draftBrandPage(version.published.brand, language);
  const strings = stringsFor(context, [...BRAND_PAGE_STRINGS, ...CONTACT_FORM_STRINGS, "studio.preview"]);
  const seo = studioSeo(context, request, t("studio.preview.title", { name: brand?.name ?? params.brandId }));
  if (!brand) return data({ seo, strings, brand: null, draft: false, language }, { status: 404 });
  return { seo, strings, brand, draft: Boolean(edit.draft), language };
}

/**
 * A brand's draft (or, without one, what is live) as a visitor would see its page, in the language the
 * address names, under a bar that says it is a preview. The brand's form is shown, not sent: it is inert.
 */
export default function StudioPreview({ loaderData: { brand, draft, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="pb-16">
        <SiteLayout>
          {brand ? (
            <>
              <BrandHero brand={brand} />
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
      {/* After the page, so its skip link stays the first thing to tab to; held at the bottom of the window. */}
      <aside
        aria-label={t("studio.preview.bar")}
        className="fixed inset-x-0 bottom-0 z-50 shadow-lg flex flex-wrap items-center gap-x-6 gap-y-2 bg-amber-300 px-4 py-3 text-sm text-black"
      >
        <p className="font-semibold">{draft ? t("studio.preview.draftBar") : t("studio.preview.liveBar")}</p>
        {brand ? (
          <nav aria-label={t("studio.preview.languages")} className="flex gap-3">
            {LANGUAGES.map((other) => (
              <Link
                key={other}
                to={`${STUDIO_PREVIEW_PATH}/${brand.id}?in=${other}`}
                aria-current={other === language ? "page" : undefined}
                className="font-semibold underline underline-offset-2 aria-[current=page]:no-underline"
              >
                {t(`studio.preview.in.${other}`)}
              </Link>
            ))}
          </nav>
        ) : null}
        <Link
          to={`${STUDIO_BRANDS_PATH}/${brand?.id ?? ""}`}
          className="font-semibold underline underline-offset-2"
        >
          {t("studio.preview.back")}
        </Link>
      </aside>
    </>
  );
}
