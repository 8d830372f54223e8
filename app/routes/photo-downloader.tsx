import { data, redirect } from "react-router";
import { readStaffForm, recordStaffAction, refused } from "~/features/accounts/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  BATCH_FORM_LIMIT_BYTES,
  batchFormSchema,
  PHOTO_DOWNLOADER_STRINGS,
  PhotoDownloader,
  RUN_AGAIN_PARAM,
} from "~/features/photos";
import { historyRun, photoStore, runPostedBatch } from "~/features/photos/index.server";
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

/**
 * The form as a browser without scripts posts it (decision 250): the server runs the batch as the page would,
 * then sends the browser to the prepared zip or sheet, which it saves while this page stays. A zip the
 * channel's pre-flight warned about is held: the page again, its warnings above the zip's link. With nothing
 * to send, the page again, with the form as posted, its messages and a 4xx.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request, BATCH_FORM_LIMIT_BYTES);
  const parsed = batchFormSchema.safeParse({
    items: form.get("items") ?? undefined,
    mode: form.get("mode"),
    preset: form.get("preset") ?? undefined,
    format: form.get("format") ?? undefined,
  });
  if (!parsed.success) refused(400, "The form's mode, preset or sheet format is not one it offers.");
  const run = await runPostedBatch(parsed.data, photoStore(), request.signal);
  if (!run.download) {
    return data(
      { form: parsed.data, result: run.result },
      { status: run.status, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { mode, preset, format } = parsed.data;
  await recordStaffAction(context, "exportRun", {
    record: run.download.id,
    detail: { mode, preset, format: mode === "sheet" ? format : null, items: run.processedItems },
  });
  if (run.held)
    return data({ form: parsed.data, result: run.held }, { headers: { "Cache-Control": "no-store" } });
  // 303: the browser fetches the file with a GET, and reloading the page it stays on posts nothing again.
  throw redirect(run.download.url, { status: 303, headers: { "Cache-Control": "no-store" } });
}

export default function PhotoDownloaderPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotoDownloader initial={loaderData.initial} answer={actionData} />;
}
