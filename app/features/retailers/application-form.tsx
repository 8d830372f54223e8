import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { FormOutcome, type FormRules, GateFields, SendButton, usePublicForm } from "~/features/contact";
import { useLanguage, useTranslation } from "~/features/i18n";
import { inReadingOrder } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { Field } from "~/ui/field";
import { Link } from "~/ui/link";
import { APPLICATION_HONEYPOT, type ApplicationResult, type ApplicationStatus } from "./application-result";
import { ApplicationChecklist, ApplicationSent } from "./application-sent";
import { type ApplicationValues, applicationValues, EMPTY_APPLICATION } from "./application-values";
import {
  APPLICATION_MAX_LENGTH,
  APPLICATION_PATH,
  type ApplicationField,
  BRAND_QUERY_PARAM,
  PROVINCES,
  STORE_TYPES,
} from "./constants";

/** The outcome beside the send button: a plain post's answer opens there, below the sticky header. */
const OUTCOME_ANCHOR = "application-outcome";

const rules = async (): Promise<FormRules<ApplicationField>> => {
  const { invalidApplicationFields } = await import("./application-rules");
  return (data) => invalidApplicationFields(applicationValues(data));
};

type TextField = Exclude<ApplicationField, "brands" | "province" | "storeType">;

const INPUTS: Record<
  TextField,
  { type?: "email" | "tel" | "text"; autoComplete?: string; inputMode?: "numeric" }
> = {
  legalName: { autoComplete: "organization" },
  operatingName: {},
  contactName: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  street: { autoComplete: "address-line1" },
  city: { autoComplete: "address-level2" },
  postalCode: { autoComplete: "postal-code" },
  gstHst: {},
  qst: {},
  website: { autoComplete: "url" },
  doors: { inputMode: "numeric" },
  message: {},
};

const OPTIONAL: ReadonlySet<ApplicationField> = new Set(["operatingName", "qst", "website", "message"]);
const HINTED = [
  "postalCode",
  "gstHst",
  "qst",
  "website",
  "doors",
  "message",
] as const satisfies readonly TextField[];
const isHinted = (field: TextField): field is (typeof HINTED)[number] =>
  HINTED.some((hinted) => hinted === field);

/**
 * The retail account application. Without scripts it is a plain form posted to the page's action, which
 * answers with the page (the outcome, the fields as typed, or the form to confirm once). With them it checks
 * the rules as the server does, runs the bot check, and sends the same form in the background. Its fields are
 * uncontrolled, so what a buyer types before the scripts start is kept. Once taken, either way, the confirmation
 * (its reference, what happens next) takes the form's place; what to have at hand is said before it.
 */
export function ApplicationForm({
  result,
  brands,
}: {
  result?: ApplicationResult;
  /** The brands a retailer may ask for: every listed brand, by name. */
  brands: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const fetcher = useFetcher<{ application: ApplicationResult }>();
  const [status, setStatus] = useState<ApplicationStatus | undefined>(result?.status);
  const gate = usePublicForm({ rules, errors: result?.errors, show: setStatus });
  const { form, errors, setErrors, edit, checking } = gate;
  const [reference, setReference] = useState(result?.reference);
  // A brand page's link names its brand (`?brand=dockers`); a post's answer keeps what was sent.
  const asked = new URLSearchParams(useLocation().search).get(BRAND_QUERY_PARAM);
  const defaults: ApplicationValues = result?.values ?? {
    ...EMPTY_APPLICATION,
    brands: brands.some((brand) => brand.id === asked) && asked ? [asked] : [],
  };
  const sending = checking || fetcher.state !== "idle";

  // The answer to a background send: the outcome (on success, the confirmation in the form's place).
  const answered = fetcher.data?.application;
  useEffect(() => {
    if (!answered) return;
    setStatus(answered.status);
    setErrors(answered.errors ?? {});
    setReference(answered.reference);
  }, [answered, setErrors]);

  const provinceName = (code: (typeof PROVINCES)[number]) => t(`retailers.apply.provinces.${code}`);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setStatus(undefined);
    const captcha = await gate.check(data);
    if (captcha === undefined) return;
    data.set("captcha", captcha);
    void fetcher.submit(data, { method: "post", action: APPLICATION_PATH });
  }

  const field = (name: TextField, wide = false) => {
    const { type = "text", autoComplete, inputMode } = INPUTS[name];
    const shared = {
      name,
      defaultValue: defaults[name],
      required: !OPTIONAL.has(name),
      maxLength: APPLICATION_MAX_LENGTH[name],
      onChange: () => edit(name),
    };
    return (
      <Field
        id={`${id}-${name}`}
        label={t(`retailers.apply.fields.${name}`)}
        hint={isHinted(name) ? t(`retailers.apply.hints.${name}`) : undefined}
        error={errors[name] ? t(`retailers.apply.errors.${name}`) : undefined}
        className={wide ? "sm:col-span-2" : undefined}
      >
        {(control) =>
          name === "message" ? (
            <textarea {...control} {...shared} rows={5} />
          ) : (
            <input {...control} {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} />
          )
        }
      </Field>
    );
  };

  const choice = <Option extends string>(
    name: "province" | "storeType",
    options: readonly Option[],
    label: (option: Option) => string,
  ) => (
    <Field
      id={`${id}-${name}`}
      label={t(`retailers.apply.fields.${name}`)}
      error={errors[name] ? t(`retailers.apply.errors.${name}`) : undefined}
    >
      {(control) => (
        <select {...control} name={name} required defaultValue={defaults[name]} onChange={() => edit(name)}>
          <option value="">{t("retailers.apply.choose")}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  if ((status === "success" || status === "held") && reference)
    return (
      <ApplicationSent
        id={OUTCOME_ANCHOR}
        reference={reference}
        held={status === "held"}
        focus={Boolean(answered)}
      />
    );

  const brandsHint = `${id}-brands-hint`;
  const brandsError = `${id}-brands-error`;
  return (
    <form
      ref={form}
      method="post"
      action={`${APPLICATION_PATH}#${OUTCOME_ANCHOR}`}
      noValidate
      onFocus={gate.prefetchRules}
      onSubmit={submit}
      className="grid gap-10"
    >
      <ApplicationChecklist />
      <p className="text-sm text-muted">{t("retailers.apply.requiredNote")}</p>
      <Section title={t("retailers.apply.sections.business")}>
        {field("legalName", true)}
        {field("operatingName", true)}
        {choice("storeType", STORE_TYPES, (type) => t(`retailers.apply.storeTypes.${type}`))}
        {field("doors")}
        {field("website", true)}
      </Section>
      <Section title={t("retailers.apply.sections.contact")}>
        {field("contactName", true)}
        {field("email")}
        {field("phone")}
      </Section>
      <Section title={t("retailers.apply.sections.address")}>
        {field("street", true)}
        {field("city", true)}
        {choice(
          "province",
          inReadingOrder(PROVINCES, provinceName, LANGUAGE_LOCALES[language]),
          provinceName,
        )}
        {field("postalCode")}
      </Section>
      <Section title={t("retailers.apply.sections.tax")}>
        {field("gstHst")}
        {field("qst")}
      </Section>
      <fieldset aria-describedby={errors.brands ? `${brandsHint} ${brandsError}` : brandsHint}>
        <legend className="text-lg font-semibold text-ink">{t("retailers.apply.sections.brands")}</legend>
        <p id={brandsHint} className="mt-1 text-sm text-muted">
          {t("retailers.apply.hints.brands")}
        </p>
        <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {brands.map((brand) => (
            <li key={brand.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-brand-light">
                <input
                  type="checkbox"
                  name="brands"
                  value={brand.id}
                  defaultChecked={defaults.brands.includes(brand.id)}
                  onChange={() => edit("brands")}
                  className="size-5 accent-brand"
                />
                <span className="text-ink">{brand.name}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.brands ? (
          <p id={brandsError} className="mt-2 text-sm font-medium text-red-700">
            {t("retailers.apply.errors.brands")}
          </p>
        ) : null}
      </fieldset>
      <Section title={t("retailers.apply.sections.message")}>{field("message", true)}</Section>
      <GateFields
        idPrefix={id}
        honeypot={APPLICATION_HONEYPOT}
        honeypotLabel={t("contact.honeypot")}
        formToken={result?.formToken}
        botCheckAnchor={gate.botCheckAnchor}
      />
      <div id={OUTCOME_ANCHOR} className="flex scroll-mt-24 flex-col gap-4 sm:flex-row sm:items-center">
        <SendButton sending={sending} sendingLabel={t("retailers.apply.sending")}>
          {t("retailers.apply.submit")}
        </SendButton>
        <Outcome status={sending ? undefined : status} reference={reference} />
      </div>
      <p className="text-sm text-muted">
        <Link to="/privacy#contact-forms" className="font-medium text-brand underline hover:text-brand-dark">
          {t("retailers.apply.privacyLink")}
        </Link>
      </p>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">{title}</legend>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** What came of the last send, in the form's words (a taken application's reference among them). */
function Outcome({
  status,
  reference,
}: {
  status: ApplicationStatus | undefined;
  reference: string | undefined;
}) {
  const { t } = useTranslation();
  const kept = status === "success" || status === "held";
  const polite = kept ? "text-green-700" : status === "confirm" ? "text-ink" : undefined;
  const text = status ? t(`retailers.apply.outcome.${status}`, { reference: reference ?? "" }) : "";
  return <FormOutcome text={text} polite={polite} />;
}
