import type { RouterContextProvider } from "react-router";
import { serverT } from "~/features/i18n/index.server";
import { pageSeo } from "~/lib/seo.server";

/** A studio page's title, with the studio's description: for staff only, never indexed. */
export function studioSeo(context: Readonly<RouterContextProvider>, request: Request, title: string) {
  return pageSeo(context, request, {
    title,
    description: serverT(context)("studio.list.intro"),
    noindex: true,
  });
}
