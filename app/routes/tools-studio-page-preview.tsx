import { PAGE_COPY } from "@content/pages/copy";
import { data } from "react-router";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  PhoneFrame,
  PreviewBar,
  STUDIO_PAGE_PREVIEW_PATH,
  STUDIO_PAGES_PATH,
} from "~/features/studio";
import { isCopyPage, pageEdit, showPreviewIn, studioSeo } from "~/features/studio/index.server";
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
  const page = params.page;
  const edit = isCopyPage(page) ? await pageEdit(page) : undefined;
  const strings = stringsFor(context, ["studio.preview", "studio.pages.names"]);
  if (!edit || !isCopyPage(page)) {
    const seo = studioSeo(context, request, t("studio.pages.unknown"));
    return data({ seo, strings, page: null }, { status: 404 });
  }
  const name = t(`studio.pages.names.${page}`);
  return {
    seo: studioSeo(context, request, t("studio.preview.title", { name })),
    strings,
    page: { id: page, name, path: PAGE_COPY[page].path, draft: Boolean(edit.draft), shown },
  };
}

/**
 * A page's draft (or, without one, what is live) framed at a phone's width, over the preview's bar: the frame
 * holds the public page asked for as its draft's preview. At a desktop's width the preview is the page itself.
 */
export default function StudioPagePreview({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!page) return <p className="mx-auto max-w-3xl px-4 py-24 text-ink">{t("studio.preview.unknown")}</p>;
  const draftAddress = (language: string) =>
    `${page.path}?${COPY_PREVIEW_PARAM}=${COPY_PREVIEW_VALUE}&in=${language}`;
  const address = (next: { in: string; width: "desktop" | "phone" }) =>
    next.width === "phone" ? `${STUDIO_PAGE_PREVIEW_PATH}/${page.id}?in=${next.in}` : draftAddress(next.in);
  return (
    <>
      <PhoneFrame
        src={`${draftAddress(page.shown)}&framed`}
        title={t("studio.preview.frame", { name: page.name })}
        heading={t("studio.preview.title", { name: page.name })}
      />
      <PreviewBar
        draft={page.draft}
        language={page.shown}
        width="phone"
        address={address}
        back={`${STUDIO_PAGES_PATH}/${page.id}`}
      />
    </>
  );
}
