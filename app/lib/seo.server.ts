import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/lib/language-context";
import { config } from "./config.server";
import type { PageSeo } from "./seo";

/** A page's metadata in the request's language, addressed from PUBLIC_SITE_ORIGIN. */
export function pageSeo(
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: Omit<PageSeo, "language" | "origin" | "path"> & { path?: string },
): PageSeo {
  return {
    ...page,
    language: context.get(languageContext),
    origin: config().publicSiteOrigin,
    path: page.path ?? new URL(request.url).pathname,
  };
}
