import { Outlet } from "react-router";
import { revalidateOnLanguageChange } from "~/features/i18n/revalidation";
import { stringsFor } from "~/features/i18n/strings.server";
import { ErrorPage } from "~/features/layout/error-page";
import { SiteLayout } from "~/features/layout/site-layout";
import { SITE_LAYOUT_STRINGS } from "~/features/layout/strings";
import type { Route } from "./+types/public-layout";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: stringsFor(context, SITE_LAYOUT_STRINGS) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

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
