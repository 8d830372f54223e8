import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { mailtoHref } from "~/lib/mailto";
import { callToActionClass } from "~/ui/call-to-action";
import { Form, Link } from "~/ui/link";
import { formLabel } from "./message-labels";
import type { MessageView } from "./message-view";
import { StatusBadge } from "./status-badge";

export type SendAgainOutcome = "queued" | "notFailed";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

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
  outcome: SendAgainOutcome | undefined;
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
        <Row label={t("tools.messages.detail.name")}>{name}</Row>
        <Row label={t("tools.messages.detail.company")}>{s.company}</Row>
        <Row label={t("tools.messages.detail.email")}>
          <a href={mailtoHref(s.email)} className="text-brand underline">
            {s.email}
          </a>
        </Row>
        <Row label={t("tools.messages.detail.phone")}>{s.phone}</Row>
        <Row label={t("tools.messages.detail.form")}>{formLabel(t, s, message.brandName)}</Row>
        <Row label={t("tools.messages.detail.recipient")}>{message.recipient}</Row>
        <Row label={t("tools.messages.detail.language")}>{t(`layout.language.${s.language}`)}</Row>
        {sentFrom ? <Row label={t("tools.messages.detail.page")}>{sentFrom}</Row> : null}
        <Row label={t("tools.messages.detail.received")}>{message.received}</Row>
        <Row label={t("tools.messages.detail.status")}>
          <StatusBadge status={message.status} />
        </Row>
        <Row label={t("tools.messages.detail.attempts")}>{message.attempts}</Row>
        {message.lastError ? (
          <Row label={t("tools.messages.detail.lastError")}>
            <code className="text-sm">{message.lastError}</code>
          </Row>
        ) : null}
        {message.sent ? <Row label={t("tools.messages.detail.sentAt")}>{message.sent}</Row> : null}
      </dl>
      {message.status === "failed" || outcome ? (
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
          {message.status === "failed" ? (
            <button
              type="submit"
              disabled={sending}
              className={callToActionClass("px-6 py-2.5 disabled:opacity-70")}
            >
              {sending ? t("tools.messages.detail.sendingAgain") : t("tools.messages.detail.sendAgain")}
            </button>
          ) : null}
          <p role="status" className="text-ink">
            {outcome === "queued" ? t("tools.messages.detail.sentAgain") : null}
            {outcome === "notFailed" ? t("tools.messages.detail.notFailed") : null}
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
