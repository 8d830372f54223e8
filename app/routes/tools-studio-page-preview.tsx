import { data } from "react-router";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  FACTS_PREVIEW_VALUE,
  isStudioPage,
  PhoneFrame,
  PreviewBar,
  type PreviewedItem,
  previewLinks,
} from "~/features/studio";
import { factsEdit, pageEdit, showPreviewIn, studioSeo } from "~/features/studio/index.server";
import { toolRefusal } from "~/features/tools/index.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-page-preview";

const previewLanguage: Route.MiddlewareFunction = ({ request, context }, next) => {
  showPreviewIn(request, context);
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly(toolRefusal), previewLanguage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const shown = context.get(languageContext);
  const strings = stringsFor(context, ["studio.preview", "studio.pages.unknown"]);
  const item: PreviewedItem | undefined =
    params.page === FACTS_PREVIEW_VALUE || isStudioPage(params.page) ? params.page : undefined;
  const edit = item === FACTS_PREVIEW_VALUE ? await factsEdit() : item ? await pageEdit(item) : undefined;
  if (!edit || !item) {
    const seo = studioSeo(context, request, t("studio.pages.unknown"));
    return data({ seo, strings, preview: null }, { status: 404 });
  }
  const name = item === FACTS_PREVIEW_VALUE ? t("studio.company.heading") : t(`studio.pages.names.${item}`);
  return {
    seo: studioSeo(context, request, t("studio.preview.title", { name })),
    strings,
    preview: { item, name, draft: Boolean(edit.draft), shown },
  };
}

/**
 * A page's draft copy, or the company facts' draft (or, without one, what is live) framed at a phone's width,
 * over the preview's bar: the frame holds the public page asked for as the draft's preview. At a desktop's
 * width the preview is the page itself.
 */
export default function StudioPagePreview({ loaderData: { preview } }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!preview) return <p className="mx-auto max-w-3xl px-4 py-24 text-ink">{t("studio.pages.unknown")}</p>;
  const links = previewLinks(preview.item);
  return (
    <>
      <PhoneFrame
        src={`${links.page(preview.shown)}&framed`}
        title={t("studio.preview.frame", { name: preview.name })}
        heading={t("studio.preview.title", { name: preview.name })}
      />
      <PreviewBar
        draft={preview.draft}
        language={preview.shown}
        width="phone"
        address={links.address}
        back={links.editor}
      />
    </>
  );
}
