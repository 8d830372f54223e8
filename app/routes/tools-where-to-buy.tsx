import { data, redirect } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { readStaffForm, recordStaffAction, refused, requiredField } from "~/features/accounts/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  type CheckedListView,
  STORE_FILE_LIMIT_BYTES,
  STORE_LIST_PATH,
  STORE_LIST_STRINGS,
  StoreListTool,
  type StoreListView,
} from "~/features/where-to-buy";
import {
  checkStoreFile,
  liveStores,
  publishStoreList,
  type StoreListSummary,
  storeList,
  storeListHistory,
} from "~/features/where-to-buy/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { mediaType, readMultipartForm } from "~/lib/request-body.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-where-to-buy";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The lists live before the current one that the page lists. */
const HISTORY_SHOWN = 10;
/** Room for the form's boundaries and headers around the largest file taken. */
const UPLOAD_FORM_LIMIT_BYTES = STORE_FILE_LIMIT_BYTES + 64 * 1024;

const listId = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : undefined);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const url = new URL(request.url);
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const view = (list: StoreListSummary): StoreListView => ({
    id: list.id,
    fileName: list.fileName,
    storeCount: list.storeCount,
    createdBy: list.createdBy,
    publishedAt: list.publishedAt === null ? null : formatCompanyTime(list.publishedAt, locale),
    publishedBy: list.publishedBy,
  });
  // A site that never had a list gets the sample one here, as the public page would.
  await liveStores();
  const [live, ...earlier] = await storeListHistory(HISTORY_SHOWN + 1);
  const checkId = listId(url.searchParams.get("check"));
  const checked = checkId === undefined ? undefined : await storeList(checkId);
  const check: CheckedListView | undefined = checked && {
    ...view(checked),
    failed: checked.failed,
    expired: checked.expired,
  };
  const putLiveId = listId(url.searchParams.get("live"));
  return {
    seo: pageSeo(context, request, {
      title: t("whereToBuy.tools.title"),
      description: t("whereToBuy.tools.description"),
      noindex: true,
    }),
    strings: stringsFor(context, STORE_LIST_STRINGS),
    live: live && view(live),
    history: earlier.map(view),
    check,
    putLive: live && putLiveId === live.id ? live.storeCount : undefined,
  };
}

/**
 * A file (multipart): checked and kept, then the page shows its report (a refused file: why, at once). A
 * checked list's id (form): put live in one step, then the page says so.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = context.get(staffSessionContext).member;
  if (mediaType(request) === "multipart/form-data") {
    const form = await readMultipartForm(request, UPLOAD_FORM_LIMIT_BYTES);
    if (form === "tooLarge") return data({ refused: { problem: "tooLarge" as const } }, { status: 413 });
    if (form === "unreadable") refused(400, "The form could not be read.");
    const file = form.get("file");
    if (!(file instanceof File)) return data({ refused: { problem: "empty" as const } }, { status: 400 });
    const checked = await checkStoreFile(new Uint8Array(await file.arrayBuffer()), file.name, staff.id);
    if (!checked.ok) return data({ refused: checked }, { status: 400 });
    throw redirect(`${STORE_LIST_PATH}?check=${checked.id}`, 303);
  }
  const form = await readStaffForm(request);
  const id = listId(requiredField(form, "list"));
  if (id === undefined) refused(400, "The form names no list.");
  if (!(await publishStoreList(id, staff.id))) return data({ notPutLive: true }, { status: 409 });
  await recordStaffAction(context, "storeListPublished", { record: id });
  throw redirect(`${STORE_LIST_PATH}?live=${id}`, 303);
}

export default function StoreListPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StoreListTool
      live={loaderData.live}
      history={loaderData.history}
      check={loaderData.check}
      refused={actionData && "refused" in actionData ? actionData.refused : undefined}
      notPutLive={Boolean(actionData && "notPutLive" in actionData)}
      putLive={loaderData.putLive}
    />
  );
}
