import { staffSessionCookieName } from "~/features/accounts/index.server";
import { LegalPage } from "~/features/legal";
import { legalPageData } from "~/features/legal/index.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return legalPageData("accessibility", { context, request, staffCookie: staffSessionCookieName() });
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} updated={loaderData.updated} />;
}
