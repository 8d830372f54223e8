import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { BotCheckUnavailable, FORM_TOKEN, useBotCheck } from "~/features/contact";
import { useLanguage, useTranslation } from "~/features/i18n";
import { inReadingOrder } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { callToActionClass } from "~/ui/call-to-action";
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

/** The rules (zod, shared with the server) are fetched when the buyer enters the form, waited for only at Send. */
const loadRules = () => import("./application-rules");
const prefetchRules = () => {
  loadRules().catch(() => undefined);
};

type Errors = Partial<Record<ApplicationField, true>>;
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
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<{ application: ApplicationResult }>();
  const botCheck = useBotCheck(form);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<Errors>(result?.errors ?? {});
  const [status, setStatus] = useState<ApplicationStatus | undefined>(result?.status);
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
  }, [answered]);

  // A plain post's answer opens at its outcome; once the scripts run, the focus goes to the first field it left
  // invalid, unless the buyer has already moved it.
  useEffect(() => {
    const first = Object.keys(result?.errors ?? {})[0];
    if (first && document.activeElement === document.body)
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  const provinceName = (code: (typeof PROVINCES)[number]) => t(`retailers.apply.provinces.${code}`);
  const edit = (field: ApplicationField) => setErrors(({ [field]: _fixed, ...others }) => others);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setStatus(undefined);
    setChecking(true);
    try {
      const invalid = (await loadRules()).invalidApplicationFields(applicationValues(data));
      if (invalid.length > 0) {
        setErrors(Object.fromEntries(invalid.map((field) => [field, true])));
        setStatus("validation");
        form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
        return;
      }
      setErrors({});
      data.set("captcha", await botCheck.token());
      fetcher.submit(data, { method: "post", action: APPLICATION_PATH });
    } catch (error) {
      setStatus(error instanceof BotCheckUnavailable ? "recaptcha" : "error");
    } finally {
      setChecking(false);
    }
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
      onFocus={prefetchRules}
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
      {result?.formToken ? <input type="hidden" name={FORM_TOKEN.field} value={result.formToken} /> : null}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor={`${id}-${APPLICATION_HONEYPOT}`}>{t("contact.honeypot")}</label>
        <input
          id={`${id}-${APPLICATION_HONEYPOT}`}
          name={APPLICATION_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {botCheck.anchor}
      <div id={OUTCOME_ANCHOR} className="flex scroll-mt-24 flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className={callToActionClass(
            "px-8 py-3 shadow-sm transition-colors disabled:cursor-wait disabled:opacity-70 sm:shrink-0 sm:whitespace-nowrap",
          )}
        >
          {sending ? t("retailers.apply.sending") : t("retailers.apply.submit")}
        </button>
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

/** Both live regions are always in the page: outcomes are said politely, problems at once (red). */
function Outcome({
  status,
  reference,
}: {
  status: ApplicationStatus | undefined;
  reference: string | undefined;
}) {
  const { t } = useTranslation();
  const polite = status === "success" || status === "held" || status === "confirm";
  const text = status ? t(`retailers.apply.outcome.${status}`, { reference: reference ?? "" }) : "";
  return (
    <>
      <p
        role="status"
        className={
          polite ? `font-semibold ${status === "confirm" ? "text-ink" : "text-green-700"}` : "sr-only"
        }
      >
        {polite ? text : ""}
      </p>
      <p role="alert" className={status && !polite ? "font-semibold text-red-700" : "sr-only"}>
        {status && !polite ? text : ""}
      </p>
    </>
  );
}
