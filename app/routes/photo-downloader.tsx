import { serverT, stringsFor } from "~/features/i18n/index.server";
import { PHOTO_DOWNLOADER_STRINGS, PhotoDownloader, RUN_AGAIN_PARAM } from "~/features/photos";
import { historyRun } from "~/features/photos/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/photo-downloader";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** `?run={id}`: the form filled from a run of the history ("Run again"); anything else is ignored. */
async function runAgain(request: Request, locale: string) {
  const id = new URL(request.url).searchParams.get(RUN_AGAIN_PARAM) ?? "";
  // Nine digits at most: every engine's integer id holds them, so no number reaches the database as an error.
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const run = await historyRun(Number(id));
  if (!run) return undefined;
  return {
    items: run.items.join(","),
    mode: run.mode,
    preset: run.preset,
    format: run.format,
    when: formatCompanyTime(run.createdAt, locale),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The tools layout's middleware signed the visitor in; reading its session fails loudly if this page is
  // ever moved out from under it.
  const t = serverT(context);
  return {
    initial: await runAgain(request, LANGUAGE_LOCALES[context.get(languageContext)]),
    strings: stringsFor(context, PHOTO_DOWNLOADER_STRINGS),
    seo: pageSeo(context, request, {
      title: t("photos.meta.title"),
      description: t("photos.meta.description"),
      noindex: true,
    }),
  };
}

export default function PhotoDownloaderPage({ loaderData }: Route.ComponentProps) {
  return <PhotoDownloader initial={loaderData.initial} />;
}
