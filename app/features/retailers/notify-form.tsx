import { SITE } from "@content/site";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { BotCheckUnavailable, FORM_TOKEN, useBotCheck } from "~/features/contact";
import { useLanguage, useTranslation } from "~/features/i18n";
import { useCompany } from "~/lib/company-contact";
import { callToActionClass } from "~/ui/call-to-action";
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

/** The rules (zod, shared with the server) are fetched when the visitor enters the form, waited for only at Send. */
const loadRules = () => import("./notify-rules");
const prefetchRules = () => {
  loadRules().catch(() => undefined);
};

type Errors = Partial<Record<NotifyField, true>>;

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
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<{ notify: NotifyResult }>();
  const botCheck = useBotCheck(form);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<Errors>(result?.errors ?? {});
  const [status, setStatus] = useState<NotifyStatus | undefined>(result?.status);
  const defaults = result?.values ?? EMPTY_NOTIFY;
  const sending = checking || fetcher.state !== "idle";

  // The answer to a background send: the outcome, and once taken a form emptied for the next address.
  const answered = fetcher.data?.notify;
  useEffect(() => {
    if (!answered) return;
    setStatus(answered.status);
    setErrors(answered.errors ?? {});
    if (answered.status === "sent" && form.current) clearFields(form.current);
  }, [answered]);

  // A plain post's answer opens at the form; once the scripts run, the focus goes to the first field it left
  // invalid, unless the visitor has already moved it.
  useEffect(() => {
    const first = Object.keys(result?.errors ?? {})[0];
    if (first && document.activeElement === document.body)
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  const edit = (field: NotifyField) => setErrors(({ [field]: _fixed, ...others }) => others);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setStatus(undefined);
    setChecking(true);
    try {
      const invalid = (await loadRules()).invalidNotifyFields(notifyValues(data));
      if (invalid.length > 0) {
        setErrors(Object.fromEntries(invalid.map((field) => [field, true])));
        setStatus("validation");
        form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
        return;
      }
      setErrors({});
      data.set("captcha", await botCheck.token());
      fetcher.submit(data, { method: "post", action: NOTIFY.page });
    } catch (error) {
      setStatus(error instanceof BotCheckUnavailable ? "recaptcha" : "error");
    } finally {
      setChecking(false);
    }
  }

  const consentError = `${id}-consent-error`;
  return (
    <form
      ref={form}
      method="post"
      action={`${NOTIFY.page}#${NOTIFY.anchor}`}
      noValidate
      onFocus={prefetchRules}
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
      {result?.formToken ? <input type="hidden" name={FORM_TOKEN.field} value={result.formToken} /> : null}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor={`${id}-${NOTIFY.honeypot}`}>{t("contact.honeypot")}</label>
        <input
          id={`${id}-${NOTIFY.honeypot}`}
          name={NOTIFY.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {botCheck.anchor}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className={callToActionClass(
            "px-8 py-3 shadow-sm transition-colors disabled:cursor-wait disabled:opacity-70 sm:shrink-0 sm:whitespace-nowrap",
          )}
        >
          {sending ? t("retailers.notify.sending") : t("retailers.notify.submit")}
        </button>
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

/** Both live regions are always in the page: outcomes are said politely, problems at once (red). */
function Outcome({ status }: { status: NotifyStatus | undefined }) {
  const { t } = useTranslation();
  const polite = status === "sent" || status === "confirm";
  const text = status ? t(`retailers.notify.outcome.${status}`) : "";
  return (
    <>
      <p
        role="status"
        className={polite ? `font-semibold ${status === "sent" ? "text-green-700" : "text-ink"}` : "sr-only"}
      >
        {polite ? text : ""}
      </p>
      <p role="alert" className={status && !polite ? "font-semibold text-red-700" : "sr-only"}>
        {status && !polite ? text : ""}
      </p>
    </>
  );
}
