import { Outlet } from "react-router";
import { ErrorPage } from "~/features/layout/error-page";
import { SiteLayout } from "~/features/layout/site-layout";

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
