import { data } from "react-router";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { SHARE_PAGE_STRINGS, ShareEnded, SharePage } from "~/features/photos";
import { directoryFields, photoStore, shareByToken } from "~/features/photos/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/share";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A link can be revoked at any moment: no cache may keep its page. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const found = await shareByToken(params.token);
  const seo = pageSeo(context, request, {
    title: t(
      found.state === "open"
        ? found.share.lineSheet
          ? "pages.share.lineSheetTitle"
          : "pages.share.title"
        : found.state === "unknown"
          ? "pages.share.unknownTitle"
          : "pages.share.goneTitle",
    ),
    description: t("pages.share.description"),
    noindex: true,
  });
  const strings = stringsFor(context, SHARE_PAGE_STRINGS);
  if (found.state !== "open") {
    return data(
      { seo, strings, state: found.state, share: null },
      { status: found.state === "unknown" ? 404 : 410 },
    );
  }
  const { share } = found;
  const fields = await directoryFields(
    photoStore(),
    share.items.map(({ item }) => item),
    request.signal,
  );
  return {
    seo,
    strings,
    state: found.state,
    share: {
      token: params.token,
      items: share.items.map(({ item, photos }) => {
        const { name = "", brand = "", color = "" } = fields.get(item) ?? {};
        return { item, photos, name, brand, color };
      }),
      note: share.note,
      sentBy: share.sentBy,
      lineSheet: share.lineSheet !== null,
      expires: formatCompanyTime(share.expiresAt, LANGUAGE_LOCALES[context.get(languageContext)]),
    },
  };
}

export default function SharedPhotos({ loaderData }: Route.ComponentProps) {
  const { state, share } = loaderData;
  return share ? <SharePage {...share} /> : <ShareEnded state={state} />;
}
