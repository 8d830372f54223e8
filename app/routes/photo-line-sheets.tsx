import { data } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { readStaffForm, recordStaffAction } from "~/features/accounts/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { customerChoices, customerNamed } from "~/features/ordering/index.server";
import {
  BATCH_FORM_LIMIT_BYTES,
  type LineSheetDefaults,
  type LineSheetOutcome,
  LineSheetPage,
  lineSheetFormSchema,
  lineSheetRequest,
  PHOTO_LINE_SHEETS_STRINGS,
  RUN_AGAIN_PARAM,
} from "~/features/photos";
import {
  directoryChoices,
  historyRun,
  makeLineSheet,
  photoStore,
  prepareLineSheets,
} from "~/features/photos/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import { isLanguage, LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/photo-line-sheets";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The form starts with the signed-in member as brand manager, in the page's language; `?run={id}` of a line
 * sheet in the history fills in its item numbers and language again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  prepareLineSheets();
  const t = serverT(context);
  const language = context.get(languageContext);
  const defaults: LineSheetDefaults = {
    brand: "",
    season: "",
    items: "",
    language,
    manager: context.get(staffSessionContext).member.name,
    customer: "",
  };
  const id = new URL(request.url).searchParams.get(RUN_AGAIN_PARAM) ?? "";
  // Nine digits at most: every engine's integer id holds them.
  const run = /^\d{1,9}$/.test(id) ? await historyRun(Number(id)) : undefined;
  if (run?.kind === "lineSheet") {
    defaults.items = run.items.join("\n");
    defaults.language = run.language ?? language;
    defaults.refilledFrom = formatCompanyTime(run.createdAt, LANGUAGE_LOCALES[language]);
  }
  return {
    ...(await directoryChoices(photoStore(), request.signal)),
    customers: await customerChoices(await database()),
    defaults,
    strings: stringsFor(context, PHOTO_LINE_SHEETS_STRINGS),
    seo: pageSeo(context, request, {
      title: t("photos.lineSheet.title"),
      description: t("photos.lineSheet.description"),
      noindex: true,
    }),
  };
}

/**
 * Makes the line sheet and answers on this page with its PDF's link and a share form, or why not (4xx); the
 * form comes back as posted, so nothing typed is lost, with or without scripts.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request, BATCH_FORM_LIMIT_BYTES);
  const language = form.get("language");
  const posted: Partial<LineSheetDefaults> = {
    brand: form.get("brand") ?? "",
    season: form.get("season") ?? "",
    items: form.get("items") ?? "",
    manager: form.get("manager") ?? "",
    customer: form.get("customer") ?? "",
    ...(isLanguage(language) ? { language } : {}),
  };
  const answer = (result: LineSheetOutcome, status = 200) =>
    data({ result, posted }, { status, headers: { "Cache-Control": "no-store" } });
  const parsed = lineSheetFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer({ outcome: "invalid" }, 400);
  const asked = lineSheetRequest(parsed.data);
  if ("refused" in asked) return answer(asked.refused, asked.refused.outcome === "tooMany" ? 413 : 400);
  const { manager } = parsed.data;
  // A customer the ERP never sent (or no longer has) is a form no one could have posted from this page.
  const customer = parsed.data.customer || null;
  if (customer && !(await customerNamed(await database(), customer)))
    return answer({ outcome: "invalid" }, 400);
  const made = await makeLineSheet(
    { range: asked.range, language: parsed.data.language, manager, customer },
    photoStore(),
    request.signal,
  );
  if (made.outcome === "empty") return answer(made, 404);
  if (made.outcome === "tooMany") return answer(made, 413);
  if (made.outcome === "unavailable") return answer(made, 503);
  await recordStaffAction(context, "lineSheetMade", {
    record: made.id,
    detail: { language: parsed.data.language, items: made.items, styles: made.styles, customer },
  });
  return answer(made);
}

export default function PhotoLineSheetsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, seasons, customers, defaults } = loaderData;
  return (
    <LineSheetPage
      brands={brands}
      seasons={seasons}
      customers={customers}
      defaults={actionData ? { ...defaults, ...actionData.posted, refilledFrom: undefined } : defaults}
      result={actionData?.result}
    />
  );
}
