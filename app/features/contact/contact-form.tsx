import { type FormEvent, useId, useState } from "react";
import { useFormAction, useLocation } from "react-router";
import { useLanguage, useTranslation } from "~/features/i18n";
import { Select } from "~/ui/field";
import { Link } from "~/ui/link";
import { type ResponsiveImage as Image, ResponsiveImage } from "~/ui/responsive-image";
import { SectionHeading } from "~/ui/section-heading";
import {
  CONTACT_FORM_ANCHOR,
  DEFAULT_RECIPIENT,
  isRecipient,
  RECIPIENT_QUERY_PARAM,
  RECIPIENTS,
  type Replier,
} from "./constants";
import { ContactFields } from "./contact-fields";
import { DEFAULT_CONTACT_IMAGE } from "./default-image";
import { CONTACT_FIELDS, type ContactField, contactValues, EMPTY_CONTACT_VALUES } from "./fields";
import type { ContactFormResult } from "./form-result";
import { GateFields, SendButton } from "./gate-fields";
import { sendContactMessage } from "./send-message";
import { StatusMessage } from "./status-message";
import { type FormRules, usePublicForm } from "./use-public-form";
import { useStatusMessage } from "./use-status-message";

/** A brand page's own contact block (SPEC §3 brand content `contact`). */
export interface BrandContact {
  heading: string;
  description: string;
  submitText: string;
  image?: Image;
}

/** The brand form names its brand by id; the server looks up the brand manager's address. */
export type ContactFormProps = (
  | { variant: "general" }
  | { variant: "brand"; brandId: string; brand: BrandContact }
) & {
  /** The outcome of a plain form post (the page's action data), when the page answers one. */
  result?: ContactFormResult;
};

const HONEYPOT = "website";
/** The send button and the outcome beside it: a plain post's answer opens there, below the sticky header. */
const OUTCOME_ANCHOR = "contact-outcome";

/**
 * Where the form posts: the page's own action (`?index` kept for the home page), without the rest of the
 * query, so the page renders the same for every visitor (the page cache) and no query is carried along.
 */
function formAction(pageAction: string): string {
  const [path, query = ""] = pageAction.split("?");
  return `${path}${new URLSearchParams(query).has("index") ? "?index" : ""}#${OUTCOME_ANCHOR}`;
}

/** The rules of SPEC §5 (zod, shared with the server), fetched when the visitor enters the form. */
const rules = async (): Promise<FormRules<ContactField>> => {
  const { invalidFields } = await import("./schema");
  return (data) => invalidFields(contactValues((field) => data.get(field)));
};

/**
 * The contact form, general (choose a department) or for one brand's manager. Without scripts it is a plain
 * form posted to the page's own action (`contact-action.server.ts`). With them it validates as the server
 * does, runs the bot check, posts to the JSON API, and reports the outcome in a status line that clears
 * itself. Its fields are uncontrolled, so text typed before the scripts start is kept.
 */
export function ContactForm(props: ContactFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const action = formAction(useFormAction());
  const id = useId();
  const { result } = props;
  const [posting, setPosting] = useState(false);
  // The department a sent message went to: the form's fields are emptied once it is sent.
  const [replier, setReplier] = useState<Replier>(
    result?.answeredBy ?? (props.variant === "brand" ? "brand" : DEFAULT_RECIPIENT),
  );
  const { status, show, clear } = useStatusMessage(result?.status);
  const gate = usePublicForm({ rules, errors: result?.errors, show });
  const { errors } = gate;
  const sending = gate.checking || posting;
  const brand = props.variant === "brand" ? props.brand : undefined;
  const defaults: ContactFormResult["values"] = result?.values ?? EMPTY_CONTACT_VALUES;
  // A service's link names its department (`?recipient=sales`); a post's answer keeps what was sent.
  const asked = new URLSearchParams(search).get(RECIPIENT_QUERY_PARAM);
  const department = isRecipient(defaults.recipient)
    ? defaults.recipient
    : isRecipient(asked)
      ? asked
      : DEFAULT_RECIPIENT;

  function edit(field: ContactField) {
    gate.edit(field);
    // SPEC §4: on the brand form any edit clears the status.
    if (brand) clear();
  }

  /** SPEC §4: on success every field empties and the department goes back to its default. */
  function clearFields(element: HTMLFormElement) {
    for (const control of element.elements) {
      if (control instanceof HTMLSelectElement) control.value = DEFAULT_RECIPIENT;
      else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
        control.value = "";
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = contactValues((field) => data.get(field));
    const chosen = data.get("recipient");
    const recipient = isRecipient(chosen) ? chosen : DEFAULT_RECIPIENT;
    // A new attempt: the last outcome (a red "correct the errors") no longer describes the form.
    clear();
    const captcha = await gate.check(data);
    if (captcha === undefined) return;
    setPosting(true);
    const honeypot = data.get(HONEYPOT);
    const outcome = await sendContactMessage(
      {
        ...values,
        ...(props.variant === "brand" ? { brand: props.brandId } : { recipient }),
        website: typeof honeypot === "string" && honeypot ? honeypot : undefined,
        language,
        page: pathname,
      },
      captcha,
    );
    setPosting(false);
    if (outcome === "success") {
      clearFields(element);
      if (props.variant === "general") setReplier(recipient);
    }
    show(outcome);
  }

  const headingId = `${id}-heading`;
  const image = brand?.image ?? DEFAULT_CONTACT_IMAGE;
  return (
    <section
      id={brand ? undefined : CONTACT_FORM_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[5fr_7fr] lg:items-start lg:px-8">
        <div className="hidden overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-200 lg:block">
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1280px) 500px, 40vw"
            alt={image.alt ?? ""}
            className="h-auto w-full object-cover"
          />
        </div>
        <div>
          {brand ? null : <p className="eyebrow text-brand">{t("contact.general.eyebrow")}</p>}
          <SectionHeading id={headingId} className="mt-2">
            {brand ? brand.heading : t("contact.general.heading")}
          </SectionHeading>
          <p className="mt-4 text-lg text-muted">
            {brand ? brand.description : t("contact.general.description")}
          </p>
          <form
            ref={gate.form}
            method="post"
            action={action}
            noValidate
            onFocus={gate.prefetchRules}
            onSubmit={submit}
            className="mt-8 grid gap-5 sm:grid-cols-2"
          >
            <p className="text-sm text-muted sm:col-span-2">{t("contact.requiredNote")}</p>
            {brand ? null : (
              <Select
                // Another department asked for on the same page (a link followed in place) is chosen anew.
                key={department}
                id={`${id}-recipient`}
                label={t("contact.fields.recipient")}
                name="recipient"
                defaultValue={department}
                className="sm:col-span-2"
              >
                {RECIPIENTS.map((key) => (
                  <option key={key} value={key}>
                    {t(`contact.recipients.${key}`)}
                  </option>
                ))}
              </Select>
            )}
            <ContactFields
              idPrefix={id}
              fields={CONTACT_FIELDS}
              defaults={defaults}
              errors={errors}
              onEdit={edit}
            />
            <GateFields
              idPrefix={id}
              honeypot={HONEYPOT}
              honeypotLabel={t("contact.honeypot")}
              formToken={result?.formToken}
              botCheckAnchor={gate.botCheckAnchor}
            />
            <div
              id={OUTCOME_ANCHOR}
              className="flex scroll-mt-24 flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center"
            >
              <SendButton sending={sending} sendingLabel={t("contact.sending")}>
                {brand ? brand.submitText : t("contact.general.submit")}
              </SendButton>
              <StatusMessage status={status} replier={replier} />
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
