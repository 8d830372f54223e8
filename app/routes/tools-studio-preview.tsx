import { data } from "react-router";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { BRAND_PAGE_STRINGS, BrandHero, BrandSections } from "~/features/brands";
import { brandLinks, draftBrandPage } from "~/features/brands/index.server";
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

/** How the preview is shown: the page itself (desktop), or framed at a phone's width (`?width=phone`). */
type Width = "desktop" | "phone";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const url = new URL(request.url);
  const width: Width = url.searchParams.get("width") === "phone" ? "phone" : "desktop";
  // Inside the phone frame the page is drawn without the preview's bar, which stays around the frame.
  const framed = url.searchParams.has("framed");
  const edit = await brandEdit(params.brandId);
  const version = edit?.current;
  const brand = version && draftBrandPage(version.published.brand, language);
  const strings = stringsFor(context, [...BRAND_PAGE_STRINGS, ...CONTACT_FORM_STRINGS, "studio.preview"]);
  const seo = studioSeo(context, request, t("studio.preview.title", { name: brand?.name ?? params.brandId }));
  const view = { language, width, framed, id: params.brandId, brands: await brandLinks(language) };
  if (!brand) return data({ seo, strings, brand: null, draft: false, ...view }, { status: 404 });
  return { seo, strings, brand, draft: Boolean(edit.draft), ...view };
}

/** The phone the frame stands for: a common width and height in CSS pixels. */
const PHONE = { width: 390, height: 844 };

/** The bar under a preview: what it is, its language and width, and the way back to the editor. */
function PreviewBar({
  id,
  draft,
  language,
  width,
}: {
  id: string;
  draft: boolean;
  language: string;
  width: Width;
}) {
  const { t } = useTranslation();
  const address = (next: { in: string; width: Width }) =>
    `${STUDIO_PREVIEW_PATH}/${id}?in=${next.in}${next.width === "phone" ? "&width=phone" : ""}`;
  const choice = "font-semibold underline underline-offset-2 aria-[current=page]:no-underline";
  return (
    // After the page, so its skip link stays the first thing to tab to; held at the bottom of the window.
    <aside
      aria-label={t("studio.preview.bar")}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center gap-x-6 gap-y-2 bg-amber-300 px-4 py-3 text-sm text-black shadow-lg"
    >
      <p className="font-semibold">{draft ? t("studio.preview.draftBar") : t("studio.preview.liveBar")}</p>
      <nav aria-label={t("studio.preview.languages")} className="flex gap-3">
        {LANGUAGES.map((other) => (
          <Link
            key={other}
            to={address({ in: other, width })}
            aria-current={other === language ? "page" : undefined}
            className={choice}
          >
            {t(`studio.preview.in.${other}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("studio.preview.widths")} className="flex gap-3">
        {(["desktop", "phone"] as const).map((other) => (
          <Link
            key={other}
            to={address({ in: language, width: other })}
            // A document of its own: only a preview's own document may frame the page (its security policy).
            reloadDocument
            aria-current={other === width ? "page" : undefined}
            className={choice}
          >
            {t(`studio.preview.width.${other}`)}
          </Link>
        ))}
      </nav>
      <Link to={`${STUDIO_BRANDS_PATH}/${id}`} className="font-semibold underline underline-offset-2">
        {t("studio.preview.back")}
      </Link>
    </aside>
  );
}

/**
 * A brand's draft (or, without one, what is live) as a visitor would see its page, in the language the
 * address names: the page itself at the window's width, or framed at a phone's, over a bar that says it is a
 * preview. The brand's form is shown, not sent: it is inert.
 */
export default function StudioPreview({
  loaderData: { brand, draft, language, width, framed, id, brands },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const bar = framed ? null : <PreviewBar id={id} draft={draft} language={language} width={width} />;
  if (width === "phone" && !framed) {
    return (
      <>
        <main id="main" className="flex min-h-screen justify-center bg-slate-200 px-4 pt-8 pb-24">
          <h1 className="sr-only">{t("studio.preview.title", { name: brand?.name ?? id })}</h1>
          <iframe
            src={`${STUDIO_PREVIEW_PATH}/${id}?in=${language}&framed`}
            title={t("studio.preview.frame", { name: brand?.name ?? id })}
            width={PHONE.width}
            height={PHONE.height}
            className="rounded-[2rem] border-8 border-black bg-white shadow-2xl"
          />
        </main>
        {bar}
      </>
    );
  }
  return (
    <>
      <div className={framed ? "" : "pb-16"}>
        <SiteLayout brands={brands}>
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
      {bar}
    </>
  );
}
