import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage } from "~/features/i18n/use-language";
import { useTranslation } from "~/features/i18n/use-translation";
import { type ResponsiveImage as Image, ResponsiveImage } from "~/ui/responsive-image";
import { DEFAULT_RECIPIENT, RECIPIENTS, type Recipient } from "./constants";
import { controlClass } from "./contact-field";
import { ContactFields } from "./contact-fields";
import { DEFAULT_CONTACT_IMAGE } from "./default-image";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  type FieldErrors,
  invalidFields,
} from "./schema";
import { sendContactMessage } from "./send-message";
import { StatusMessage } from "./status-message";
import { useBotCheck } from "./use-bot-check";
import { useStatusMessage } from "./use-status-message";

/** A brand page's own contact block (SPEC §3 brand content `contact`). */
export interface BrandContact {
  heading: string;
  description: string;
  submitText: string;
  image?: Image;
}

/** The brand form names its brand by id; the server looks up the brand manager's address. */
export type ContactFormProps =
  | { variant: "general" }
  | { variant: "brand"; brandId: string; brand: BrandContact };

const EMPTY: ContactValues = { firstName: "", lastName: "", company: "", email: "", phone: "", message: "" };
const HONEYPOT = "website";

/**
 * The contact form, general (choose a department) or for one brand's manager. Validates as the server
 * does, runs the bot check, and reports the outcome in a status line that clears itself.
 */
export function ContactForm(props: ContactFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [recipient, setRecipient] = useState<Recipient>(DEFAULT_RECIPIENT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const { status, show, clear } = useStatusMessage();
  const botCheck = useBotCheck(form);
  const brand = props.variant === "brand" ? props.brand : undefined;

  function edit(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
    // SPEC §4: on the brand form any edit clears the status.
    if (brand) clear();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const invalid = invalidFields(values);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((field) => [field, true])));
      show("validation");
      form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT);
    const outcome = await sendContactMessage(
      {
        ...values,
        ...(props.variant === "brand" ? { brand: props.brandId } : { recipient }),
        website: typeof honeypot === "string" && honeypot ? honeypot : undefined,
        language,
        page: pathname,
      },
      botCheck.token,
    );
    setSending(false);
    if (outcome === "success") {
      setValues(EMPTY);
      setRecipient(DEFAULT_RECIPIENT);
    }
    show(outcome);
  }

  const headingId = `${id}-heading`;
  const image = brand?.image ?? DEFAULT_CONTACT_IMAGE;
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[5fr_7fr] lg:items-start lg:px-8">
        <div className="hidden overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-200 lg:block">
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1280px) 500px, 40vw"
            alt=""
            className="h-auto w-full object-cover"
          />
        </div>
        <div>
          {brand ? null : (
            <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">
              {t("contact.general.eyebrow")}
            </p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {brand ? brand.heading : t("contact.general.heading")}
          </h2>
          <p className="mt-4 text-lg text-muted">
            {brand ? brand.description : t("contact.general.description")}
          </p>
          <form ref={form} noValidate onSubmit={submit} className="mt-8 grid gap-5 sm:grid-cols-2">
            <p className="text-sm text-muted sm:col-span-2">{t("contact.requiredNote")}</p>
            {brand ? null : (
              <div className="sm:col-span-2">
                <label htmlFor={`${id}-recipient`} className="block text-sm font-semibold text-ink">
                  {t("contact.fields.recipient")}
                </label>
                <select
                  id={`${id}-recipient`}
                  name="recipient"
                  value={recipient}
                  onChange={(event) => {
                    const chosen = RECIPIENTS.find((key) => key === event.target.value);
                    if (chosen) setRecipient(chosen);
                  }}
                  className={controlClass(false)}
                >
                  {RECIPIENTS.map((key) => (
                    <option key={key} value={key}>
                      {t(`contact.recipients.${key}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <ContactFields
              idPrefix={id}
              fields={CONTACT_FIELDS}
              values={values}
              errors={errors}
              onEdit={edit}
            />
            <div className="absolute -left-[9999px]" aria-hidden="true">
              <label htmlFor={`${id}-${HONEYPOT}`}>{t("contact.honeypot")}</label>
              <input id={`${id}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
            </div>
            {botCheck.anchor}
            <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
              <button
                type="submit"
                disabled={sending}
                className="rounded-full bg-brand px-8 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
              >
                {sending ? t("contact.sending") : brand ? brand.submitText : t("contact.general.submit")}
              </button>
              <StatusMessage status={status} />
            </div>
            <p className="text-sm text-muted sm:col-span-2">
              <Link
                to="/privacy#contact-forms"
                className="font-medium text-brand underline hover:text-brand-dark"
              >
                {t("contact.privacyLink")}
              </Link>
            </p>
          </form>
        </div>
      </div>
    </section>
  );
}
