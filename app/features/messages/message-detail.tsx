import { useNavigation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { mailtoHref } from "~/lib/mailto";
import { callToActionClass } from "~/ui/call-to-action";
import { Form, Link } from "~/ui/link";
import { DetailRow } from "./detail-row";
import { HandledToggle } from "./handled-toggle";
import { HeldPanel } from "./held-panel";
import { formLabel } from "./message-labels";
import type { MessageView } from "./message-view";
import { StatusBadge } from "./status-badge";

/** What a member of staff's action on the message came to: sent again, or a held message delivered. */
export type MessageOutcome = "queued" | "notFailed" | "delivered" | "notHeld";

const OUTCOME_TEXT = {
  queued: "tools.messages.detail.sentAgain",
  notFailed: "tools.messages.detail.notFailed",
  delivered: "tools.messages.detail.delivered",
  notHeld: "tools.messages.detail.notHeld",
} as const;

/**
 * One message in full: who wrote, through which form, where it went, how delivery is going, and the text.
 * `sentFrom` is the address of the page it was sent from (`sitePageAddress`), absent when that is unknown or
 * would lead off the site.
 */
export function MessageDetail({
  message,
  sentFrom,
  outcome,
}: {
  message: MessageView;
  sentFrom: string | undefined;
  outcome: MessageOutcome | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { submission: s } = message;
  const name = `${s.firstName} ${s.lastName}`;
  return (
    <article className="mx-auto max-w-4xl">
      <Link to={MESSAGES_PATH} className="text-sm font-semibold text-brand underline">
        ← {t("tools.messages.detail.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">
        {t("tools.messages.detail.title", { name })}
      </h1>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
        <DetailRow label={t("tools.messages.detail.name")}>{name}</DetailRow>
        <DetailRow label={t("tools.messages.detail.company")}>{s.company}</DetailRow>
        <DetailRow label={t("tools.messages.detail.email")}>
          <a href={mailtoHref(s.email)} className="text-brand underline">
            {s.email}
          </a>
        </DetailRow>
        <DetailRow label={t("tools.messages.detail.phone")}>{s.phone}</DetailRow>
        <DetailRow label={t("tools.messages.detail.form")}>{formLabel(t, s, message.brandName)}</DetailRow>
        <DetailRow label={t("tools.messages.detail.recipient")}>{message.recipient}</DetailRow>
        <DetailRow label={t("tools.messages.detail.language")}>
          {t(`layout.language.${s.language}`)}
        </DetailRow>
        {sentFrom ? <DetailRow label={t("tools.messages.detail.page")}>{sentFrom}</DetailRow> : null}
        <DetailRow label={t("tools.messages.detail.received")}>{message.received}</DetailRow>
        <DetailRow label={t("tools.messages.detail.status")}>
          <StatusBadge status={message.status} />
        </DetailRow>
        <DetailRow label={t("tools.messages.detail.attempts")}>{message.attempts}</DetailRow>
        {message.lastError ? (
          <DetailRow label={t("tools.messages.detail.lastError")}>
            <code className="text-sm">{message.lastError}</code>
          </DetailRow>
        ) : null}
        {message.sent ? (
          <DetailRow label={t("tools.messages.detail.sentAt")}>{message.sent}</DetailRow>
        ) : null}
        <DetailRow label={t("tools.messages.detail.handled")}>
          <HandledToggle message={message} tone="secondary" />
        </DetailRow>
      </dl>
      {message.status === "held" ? (
        <HeldPanel
          className="mt-6"
          reason={t("tools.messages.detail.held", { recipient: message.recipient })}
          release={{
            intent: "deliver",
            label: t("tools.messages.detail.deliver"),
            busyLabel: t("tools.messages.detail.delivering"),
          }}
          remove={{
            intent: "delete",
            label: t("tools.messages.detail.delete"),
            busyLabel: t("tools.messages.detail.deleting"),
          }}
        />
      ) : null}
      {message.status === "failed" || outcome ? (
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
          {message.status === "failed" ? (
            <button
              type="submit"
              name="intent"
              value="sendAgain"
              disabled={sending}
              className={callToActionClass("px-6 py-2.5 disabled:opacity-70")}
            >
              {sending ? t("tools.messages.detail.sendingAgain") : t("tools.messages.detail.sendAgain")}
            </button>
          ) : null}
          <p role="status" className="text-ink">
            {outcome ? t(OUTCOME_TEXT[outcome]) : null}
          </p>
        </Form>
      ) : null}
      <section aria-labelledby="message-text" className="mt-8">
        <h2 id="message-text" className="text-xl font-semibold text-ink">
          {t("tools.messages.detail.message")}
        </h2>
        <p className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 whitespace-pre-wrap text-ink shadow-sm">
          {s.message}
        </p>
        <a
          href={mailtoHref(s.email)}
          className="mt-4 inline-block rounded-full border border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-light"
        >
          {t("tools.messages.detail.reply")}
        </a>
      </section>
    </article>
  );
}
