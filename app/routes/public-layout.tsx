import { Outlet } from "react-router";
import { publicPageHeadersMiddleware } from "~/features/i18n/index.server";
import { ErrorPage, SITE_LAYOUT_COPY, SiteLayout } from "~/features/layout";

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
