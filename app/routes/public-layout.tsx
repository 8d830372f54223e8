import { Outlet } from "react-router";
import { publicPageHeadersMiddleware } from "~/features/i18n/middleware.server";
import { SITE_LAYOUT_COPY } from "~/features/layout/copy";
import { ErrorPage } from "~/features/layout/error-page";
import { SiteLayout } from "~/features/layout/site-layout";

export const middleware = [publicPageHeadersMiddleware];

export const handle = SITE_LAYOUT_COPY;

export default function PublicLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  return (
    <SiteLayout>
      <ErrorPage available />
    </SiteLayout>
  );
}
