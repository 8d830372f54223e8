import { data, type RouterContextProvider } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { recordStaffAction } from "~/features/accounts/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { ORIGINALS } from "../exports";
import { lineSheetById } from "../line-sheets/index.server";
import { shareFormSchema } from "../shares";
import { createShare, revokeShare } from "../shares/index.server";
import { preparedDownload } from "./downloads.server";

/**
 * A share page's form, answered: a link made from a finished run's download or a line sheet (or the one made
 * before for the same request), or one revoked. Each is audited once; a run or sheet gone answers 410.
 */
export async function answerShareForm(context: Readonly<RouterContextProvider>, form: URLSearchParams) {
  const parsed = shareFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ outcome: "invalid" as const }, { status: 400 });
  if (parsed.data.intent === "revoke") {
    if (!(await revokeShare(parsed.data.share)))
      return data({ outcome: "unknownShare" as const }, { status: 404 });
    await recordStaffAction(context, "shareRevoked", { record: parsed.data.share });
    return { outcome: "revoked" as const };
  }
  const sentBy = context.get(staffSessionContext).member.name;
  const { days, note } = parsed.data;
  let made: { share: Awaited<ReturnType<typeof createShare>>; preset: string; items: number };
  if (parsed.data.intent === "createLineSheet") {
    const sheet = await lineSheetById(parsed.data.lineSheet);
    if (!sheet) return data({ outcome: "runExpired" as const }, { status: 410 });
    const { language, manager, items, customer } = sheet;
    const share = await createShare({
      from: `lineSheet:${parsed.data.lineSheet}`,
      preset: ORIGINALS,
      items,
      days,
      note,
      sentBy,
      lineSheet: { language, manager, customer },
    });
    made = { share, preset: "lineSheet", items: items.length };
  } else {
    const download = await preparedDownload(parsed.data.download);
    // A share is made of a zip export; a sheet's images are already public by their links.
    if (download?.mode !== "photos") return data({ outcome: "runExpired" as const }, { status: 410 });
    const share = await createShare({
      from: `download:${parsed.data.download}`,
      preset: download.preset,
      items: download.items,
      days,
      note,
      sentBy,
    });
    made = { share, preset: download.preset, items: download.items.length };
  }
  const created = made.share;
  // A repeated request (a reload, a double click) is answered with its link, and was recorded the first time.
  if (!created.repeated) {
    await recordStaffAction(context, "shareCreated", {
      record: created.id,
      detail: { preset: made.preset, items: made.items, days },
    });
  }
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  return {
    outcome: "created" as const,
    repeated: created.repeated,
    link: new URL(created.path, config().publicSiteOrigin).href,
    expires: formatCompanyTime(created.expiresAt, locale),
  };
}
