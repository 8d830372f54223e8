import { redirect } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { readStaffForm, recordStaffAction, refused } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  HANDLED_MESSAGE_FIELD,
  MESSAGES_PAGE_SIZE,
  MESSAGES_STRINGS,
  MessageFilters,
  MessageKinds,
  MessageTable,
  messageFilterString,
  messageView,
  parseMessageFilter,
} from "~/features/messages";
import { listMessages, markHandled } from "~/features/messages/index.server";
import { MESSAGES_PATH } from "~/features/tools";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { EmptyList } from "~/ui/empty-list";
import type { Route } from "./+types/tools-messages";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const locale = LANGUAGE_LOCALES[language];
  const names = await brandNames(language);
  const params = new URL(request.url).searchParams;
  const filter = parseMessageFilter(params);
  const { messages, total } = await listMessages(filter, MESSAGES_PAGE_SIZE);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.messages.title"),
      description: t("tools.messages.description"),
      noindex: true,
    }),
    strings: stringsFor(context, MESSAGES_STRINGS),
    filter,
    total,
    messages: messages.map((message) => messageView(message, locale, names)),
    brands: [...names].map(([id, name]) => ({ id, name })),
    retention: config().contactRetention,
    /** Arrived from deleting a held message. */
    deleted: params.get("deleted") === "1",
  };
}

/**
 * POST: mark a message handled, or undo the mark, then back to the list with its filters (a reload does not
 * send it again). Another member of staff may have done it first: the list shows who.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const id = String(form.get(HANDLED_MESSAGE_FIELD) ?? "");
  const intent = form.get("intent");
  if (!/^\d{1,12}$/.test(id) || (intent !== "handle" && intent !== "reopen"))
    refused(400, "The form names no message, or no action on it.");
  const by = intent === "handle" ? context.get(staffSessionContext).member.id : null;
  if (await markHandled(Number(id), by))
    await recordStaffAction(context, by === null ? "leadReopened" : "leadHandled", { record: Number(id) });
  return redirect(
    `${MESSAGES_PATH}${messageFilterString(parseMessageFilter(new URL(request.url).searchParams))}`,
    303,
  );
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, messages, total, retention, brands, deleted } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.messages.heading")}</h1>
      <MessageKinds current="messages" />
      <p className="mt-4 max-w-3xl text-muted">
        {t("tools.messages.intro", {
          deliveredDays: retention.deliveredDays,
          failedDays: retention.failedDays,
        })}
      </p>
      {deleted ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          {t("tools.messages.deleted")}
        </p>
      ) : null}
      <MessageFilters filter={filter} brands={brands} />
      <p role="status" className="mt-6 font-semibold text-ink">
        {t("tools.messages.count", { count: total })}
        {total > messages.length ? (
          <span className="block font-normal text-muted">
            {t("tools.messages.showing", { shown: messages.length, total })}
          </span>
        ) : null}
      </p>
      {messages.length > 0 ? (
        <MessageTable messages={messages} listAddress={`${MESSAGES_PATH}${messageFilterString(filter)}`} />
      ) : (
        <EmptyList className="mt-4">{t("tools.messages.empty")}</EmptyList>
      )}
    </div>
  );
}
