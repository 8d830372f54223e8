import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { MessageView } from "./message-view";

/** The form field naming the message a list's "mark handled" is about. */
export const HANDLED_MESSAGE_FIELD = "message";

/**
 * Who marked a message handled and when, or that nobody has yet, with the button that marks it or undoes the
 * mark. A plain POST form (it works without scripts): `action` is the page to come back to, filters included.
 */
export function HandledToggle({
  message,
  action,
  tone = "inline",
}: {
  message: MessageView;
  action?: string;
  tone?: "inline" | "secondary";
}) {
  const { t } = useTranslation();
  const { handled, submission: s } = message;
  const label = t(handled ? "tools.messages.handled.undo" : "tools.messages.handled.mark");
  const which = t("tools.messages.handled.which", { name: `${s.firstName} ${s.lastName}` });
  return (
    <Form method="post" action={action} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={handled ? "text-ink" : "text-muted"}>
        {handled
          ? t("tools.messages.handled.by", {
              name: handled.by || t("tools.messages.handled.formerStaff"),
              at: handled.at,
            })
          : t("tools.messages.handled.not")}
      </span>
      <input type="hidden" name={HANDLED_MESSAGE_FIELD} value={message.id} />
      {/* Named with the message it is about, so a list of them reads apart; the visible words come first. */}
      <SubmitButton
        tone={tone}
        name="intent"
        value={handled ? "reopen" : "handle"}
        aria-label={`${label}, ${which}`}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}
