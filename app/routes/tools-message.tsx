import { data, redirect } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { readStaffForm, recordStaffAction } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { MESSAGES_STRINGS, MessageDetail, type MessageOutcome, messageView } from "~/features/messages";
import {
  deleteHeld,
  findMessage,
  markHandled,
  releaseHeld,
  sendAgain,
} from "~/features/messages/index.server";
import { MESSAGES_PATH } from "~/features/tools";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { sitePageAddress } from "~/lib/site-page-address";
import type { Route } from "./+types/tools-message";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A message id as the URL gives it: digits only, or nothing. */
function messageId(param: string | undefined): number | undefined {
  return param && /^\d{1,12}$/.test(param) ? Number(param) : undefined;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const id = messageId(params.messageId);
  const message = id === undefined ? undefined : await findMessage(id);
  if (message) await recordStaffAction(context, "leadViewed", { record: message.id });
  const seo = pageSeo(context, request, {
    title: message
      ? t("tools.messages.detail.title", {
          name: `${message.submission.firstName} ${message.submission.lastName}`,
        })
      : t("tools.messages.title"),
    description: t("tools.messages.description"),
    noindex: true,
  });
  const language = context.get(languageContext);
  const view = message && messageView(message, LANGUAGE_LOCALES[language], await brandNames(language));
  return data(
    {
      seo,
      strings: stringsFor(context, MESSAGES_STRINGS),
      message: view,
      sentFrom: sitePageAddress(message?.submission.page, config().publicSiteOrigin),
    },
    { status: view ? 200 : 404 },
  );
}

/**
 * POST: send a failed message again, deliver or delete a held one, or mark it handled or undo that. Another
 * member of staff may have done it first: that is said (or, for handled, shown), not an error. A deleted
 * message's page is gone: the list of held messages says so.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const id = messageId(params.messageId);
  const intent = (await readStaffForm(request)).get("intent");
  const answer = (outcome: MessageOutcome) => ({ outcome });
  if (id === undefined) return answer("notFailed");
  if (intent === "delete") {
    if (!(await deleteHeld(id))) return answer("notHeld");
    await recordStaffAction(context, "leadDeleted", { record: id });
    return redirect(`${MESSAGES_PATH}?status=held&deleted=1`);
  }
  if (intent === "handle" || intent === "reopen") {
    const by = intent === "handle" ? context.get(staffSessionContext).member.id : null;
    if (await markHandled(id, by))
      await recordStaffAction(context, by === null ? "leadReopened" : "leadHandled", { record: id });
    // Back to the page (a reload does not send it again), which shows who marked it and when.
    return redirect(`${MESSAGES_PATH}/${id}`, 303);
  }
  if (intent === "deliver") {
    const released = await releaseHeld(id);
    if (released) await recordStaffAction(context, "leadReleased", { record: id });
    return answer(released ? "delivered" : "notHeld");
  }
  const queued = await sendAgain(id);
  if (queued) await recordStaffAction(context, "leadResent", { record: id });
  return answer(queued ? "queued" : "notFailed");
}

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { message, sentFrom } = loaderData;
  if (!message) {
    return (
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.messages.title")}</h1>
        <p className="mt-4 text-ink">{t("tools.messages.detail.notFound")}</p>
      </div>
    );
  }
  return <MessageDetail message={message} sentFrom={sentFrom} outcome={actionData?.outcome} />;
}
