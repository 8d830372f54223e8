import { Outlet, useRouteLoaderData } from "react-router";
import { brandLinks } from "~/features/brands/index.server";
import { publicPageHeadersMiddleware } from "~/features/i18n/index.server";
import { ErrorPage, SITE_LAYOUT_COPY, SiteLayout } from "~/features/layout";
import { languageContext } from "~/lib/language-context";
import type { Route } from "./+types/public-layout";

export const middleware = [publicPageHeadersMiddleware];

export const handle = SITE_LAYOUT_COPY;

/** The brands the menu and the footer link to: the published line-up, in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await brandLinks(context.get(languageContext)) };
}

export default function PublicLayout({ loaderData: { brands } }: Route.ComponentProps) {
  return (
    <SiteLayout brands={brands}>
      <Outlet />
    </SiteLayout>
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
