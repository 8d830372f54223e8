import { SITE } from "@content/site";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { FormOutcome, type FormRules, GateFields, SendButton, usePublicForm } from "~/features/contact";
import { useLanguage, useTranslation } from "~/features/i18n";
import { useCompany } from "~/lib/company-contact";
import { Field } from "~/ui/field";
import { Link } from "~/ui/link";
import { NOTIFY } from "./constants";
import {
  CONSENT_GIVEN,
  EMPTY_NOTIFY,
  type NotifyField,
  type NotifyResult,
  type NotifyStatus,
  notifyValues,
} from "./notify-values";

const rules = async (): Promise<FormRules<NotifyField>> => {
  const { invalidNotifyFields } = await import("./notify-rules");
  return (data) => invalidNotifyFields(notifyValues(data));
};

/**
 * The notify-me form: an address and an unticked consent box whose label says who asks, why and how to
 * withdraw (CASL). Without scripts it is a plain form posted to the B2B page, which answers with the page (the
 * outcome, the fields as typed, or the form to confirm once). With them it checks the rules as the server does,
 * runs the bot check and sends the same form in the background. Its fields are uncontrolled, so what a visitor
 * types before the scripts start is kept.
 */
export function NotifyForm({ result }: { result?: NotifyResult }) {
  const { t } = useTranslation();
  const company = useCompany(useLanguage());
  const id = useId();
  const fetcher = useFetcher<{ notify: NotifyResult }>();
  const [status, setStatus] = useState<NotifyStatus | undefined>(result?.status);
  const gate = usePublicForm({ rules, errors: result?.errors, show: setStatus });
  const { form, errors, setErrors, edit, checking } = gate;
  const defaults = result?.values ?? EMPTY_NOTIFY;
  const sending = checking || fetcher.state !== "idle";

  // The answer to a background send: the outcome, and once taken a form emptied for the next address.
  const answered = fetcher.data?.notify;
  useEffect(() => {
    if (!answered) return;
    setStatus(answered.status);
    setErrors(answered.errors ?? {});
    if (answered.status === "sent" && form.current) clearFields(form.current);
  }, [answered, setErrors, form]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setStatus(undefined);
    const captcha = await gate.check(data);
    if (captcha === undefined) return;
    data.set("captcha", captcha);
    void fetcher.submit(data, { method: "post", action: NOTIFY.page });
  }

  const consentError = `${id}-consent-error`;
  return (
    <form
      ref={form}
      method="post"
      action={`${NOTIFY.page}#${NOTIFY.anchor}`}
      noValidate
      onFocus={gate.prefetchRules}
      onSubmit={submit}
      className="grid gap-6 text-left"
    >
      <Field
        id={`${id}-email`}
        label={t("retailers.notify.email")}
        error={errors.email ? t("retailers.notify.errors.email") : undefined}
      >
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={NOTIFY.emailMaxLength}
            defaultValue={defaults.email}
            onChange={() => edit("email")}
          />
        )}
      </Field>
      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            value={CONSENT_GIVEN}
            required
            defaultChecked={defaults.consent === CONSENT_GIVEN}
            onChange={() => edit("consent")}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentError : undefined}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span className="text-sm text-ink">
            {t("retailers.notify.consent", {
              company: SITE.name,
              address: company.addressLines.join(", "),
              email: company.generalEmail,
            })}
          </span>
        </label>
        {errors.consent ? (
          <p id={consentError} className="mt-1.5 text-sm font-medium text-red-700">
            {t("retailers.notify.errors.consent")}
          </p>
        ) : null}
      </div>
      <GateFields
        idPrefix={id}
        honeypot={NOTIFY.honeypot}
        honeypotLabel={t("contact.honeypot")}
        formToken={result?.formToken}
        botCheckAnchor={gate.botCheckAnchor}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SendButton sending={sending} sendingLabel={t("retailers.notify.sending")}>
          {t("retailers.notify.submit")}
        </SendButton>
        <Outcome status={sending ? undefined : status} />
      </div>
      <p className="text-sm text-muted">
        <Link to="/privacy#notify-me" className="font-medium text-brand underline hover:text-brand-dark">
          {t("retailers.notify.privacyLink")}
        </Link>
      </p>
    </form>
  );
}

/** Once an address is taken, the form starts again empty, whatever the page was first rendered with. */
function clearFields(element: HTMLFormElement) {
  for (const control of element.elements) {
    if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = false;
    else if (control instanceof HTMLInputElement && control.type === "email") control.value = "";
  }
}

/** What came of the last send, in the form's words. */
function Outcome({ status }: { status: NotifyStatus | undefined }) {
  const { t } = useTranslation();
  const polite = status === "sent" ? "text-green-700" : status === "confirm" ? "text-ink" : undefined;
  return <FormOutcome text={status ? t(`retailers.notify.outcome.${status}`) : ""} polite={polite} />;
}
