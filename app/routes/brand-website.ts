import { countGoal } from "~/features/analytics/index.server";
import { brandPage } from "~/features/brands/index.server";
import { languageContext } from "~/lib/language-context";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/brand-website";

/**
 * A brand page's "visit their website": counted here, on our side, then sent on to the brand's own site. A
 * same-site redirect rather than a script, so a click counts with JavaScript off too, and only to the address
 * the brand's published content names (never one from the request).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const brand = await brandPage(params.brandId, context.get(languageContext));
  if (!brand?.website)
    throw new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  countGoal("websiteVisit", request, {
    address: context.get(clientAddressContext),
    brand: brand.id,
    page: `/brands/${brand.id}`,
  });
  return new Response(null, {
    status: 302,
    headers: { Location: brand.website, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
