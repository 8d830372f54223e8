import { Outlet, useRouteLoaderData } from "react-router";
import { brandLinks } from "~/features/brands/index.server";
import { publicPageHeadersMiddleware, stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, SITE_LAYOUT_COPY, SiteLayout } from "~/features/layout";
import { PreviewBar, type PreviewedItem, previewLinks } from "~/features/studio";
import { companyFactsFor, previewed, studioPreview } from "~/features/studio/index.server";
import { companyView } from "~/lib/company-contact";
import { languageContext } from "~/lib/language-context";
import type { Route } from "./+types/public-layout";

// A draft's preview (staff only) is answered inside the public pages' own headers, which keep its no-store.
export const middleware = [publicPageHeadersMiddleware, studioPreview];

export const handle = SITE_LAYOUT_COPY;

/**
 * What every public page shows of the published content: the brands the menu and the footer link to, in the
 * line-up's order, and the company's facts, in the page's language. For a draft's preview, what it previews
 * and the preview bar's words.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const preview = previewed(context);
  return {
    brands: await brandLinks(language),
    company: companyView(companyFactsFor(context), language),
    ...(preview
      ? {
          preview: { ...preview, language, framed: new URL(request.url).searchParams.has("framed") },
          strings: stringsFor(context, ["studio.preview"]),
        }
      : {}),
  };
}

/** The bar under a page shown as a draft's preview: its language and width, and the way back. */
function DraftPreviewBar({
  item,
  draft,
  language,
}: {
  item: PreviewedItem;
  draft: boolean;
  language: string;
}) {
  const links = previewLinks(item);
  return (
    <PreviewBar
      draft={draft}
      language={language}
      width="desktop"
      address={links.address}
      back={links.editor}
    />
  );
}

export default function PublicLayout({ loaderData: { brands, company, preview } }: Route.ComponentProps) {
  const page = (
    <SiteLayout brands={brands} company={company}>
      <Outlet />
    </SiteLayout>
  );
  if (!preview || preview.framed) return page;
  // Room under the page for the preview's bar, held at the bottom of the window.
  return (
    <>
      <div className="pb-16">{page}</div>
      <DraftPreviewBar item={preview.item} draft={preview.draft} language={preview.language} />
    </>
  );
}

export function ErrorBoundary() {
  // Present unless the error was this layout's own loader's: then the page still stands, with content/'s facts.
  const data = useRouteLoaderData<typeof loader>("routes/public-layout");
  return (
    <SiteLayout brands={data?.brands ?? []} company={data?.company}>
      <ErrorPage available />
    </SiteLayout>
  );
}
