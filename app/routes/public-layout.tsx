import { Outlet, useRouteLoaderData } from "react-router";
import { brandLinks } from "~/features/brands/index.server";
import { publicPageHeadersMiddleware, stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, SITE_LAYOUT_COPY, SiteLayout } from "~/features/layout";
import {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  PreviewBar,
  STUDIO_PAGE_PREVIEW_PATH,
  STUDIO_PAGES_PATH,
} from "~/features/studio";
import { copyPreview, previewedPage } from "~/features/studio/index.server";
import { languageContext } from "~/lib/language-context";
import type { Route } from "./+types/public-layout";

// A draft's preview (staff only) is answered inside the public pages' own headers, which keep its no-store.
export const middleware = [publicPageHeadersMiddleware, copyPreview];

export const handle = SITE_LAYOUT_COPY;

/**
 * The brands the menu and the footer link to: the published line-up, in the page's language. For a draft's
 * preview, which page it is and the preview bar's words.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const preview = previewedPage(context);
  const url = new URL(request.url);
  return {
    brands: await brandLinks(language),
    ...(preview
      ? {
          preview: { ...preview, path: url.pathname, language, framed: url.searchParams.has("framed") },
          strings: stringsFor(context, ["studio.preview"]),
        }
      : {}),
  };
}

/** The bar under a page shown as its draft's preview: its language and width, and the way back. */
function CopyPreviewBar({
  preview,
}: {
  preview: NonNullable<Route.ComponentProps["loaderData"]["preview"]>;
}) {
  const address = (next: { in: string; width: "desktop" | "phone" }) =>
    next.width === "phone"
      ? `${STUDIO_PAGE_PREVIEW_PATH}/${preview.page}?in=${next.in}`
      : `${preview.path}?${COPY_PREVIEW_PARAM}=${COPY_PREVIEW_VALUE}&in=${next.in}`;
  return (
    <PreviewBar
      draft={preview.draft}
      language={preview.language}
      width="desktop"
      address={address}
      back={`${STUDIO_PAGES_PATH}/${preview.page}`}
    />
  );
}

export default function PublicLayout({ loaderData: { brands, preview } }: Route.ComponentProps) {
  const page = (
    <SiteLayout brands={brands}>
      <Outlet />
    </SiteLayout>
  );
  if (!preview || preview.framed) return page;
  // Room under the page for the preview's bar, held at the bottom of the window.
  return (
    <>
      <div className="pb-16">{page}</div>
      <CopyPreviewBar preview={preview} />
    </>
  );
}

export function ErrorBoundary() {
  // Present unless the error was this layout's own loader's: then the page still stands, without brand links.
  const brands = useRouteLoaderData<typeof loader>("routes/public-layout")?.brands ?? [];
  return (
    <SiteLayout brands={brands}>
      <ErrorPage available />
    </SiteLayout>
  );
}
