import { stringsFor } from "~/features/i18n/strings.server";
import { serverT } from "~/features/i18n/translate.server";
import { PhotoDownloader } from "~/features/photos/photo-downloader";
import { PHOTO_DOWNLOADER_STRINGS } from "~/features/photos/strings";
import { staffSessionContext } from "~/features/tools/context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/photo-downloader";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  // The tools layout's middleware signed the visitor in; reading its session fails loudly if this page is
  // ever moved out from under it.
  context.get(staffSessionContext);
  const t = serverT(context);
  return {
    strings: stringsFor(context, PHOTO_DOWNLOADER_STRINGS),
    seo: pageSeo(context, request, {
      title: t("photos.meta.title"),
      description: t("photos.meta.description"),
      noindex: true,
    }),
  };
}

export default function PhotoDownloaderPage() {
  return <PhotoDownloader />;
}
