import { FACT_LIMITS, PROVINCE_CODES, PROVINCES } from "@content/company/fields";
import { type ReactNode, useId } from "react";
import { type Translate, useLanguage, useTranslation } from "~/features/i18n";
import { inReadingOrder } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { Field, Select } from "~/ui/field";
import { Panel } from "~/ui/panel";
import { FACT_CONTROLS } from "./company-facts";
import { EditorForm, PublishPanel } from "./editor-actions";
import type { FieldProblems } from "./field-problems";
import { TextPair } from "./text-pair";

const EDITOR_FORM = "company-editor";

/** Each control's name for a person, for the list of problems. */
export function factControlLabels(t: Translate): Record<string, string> {
  const inLanguage = (field: string, language: "en" | "fr") =>
    t("studio.fieldInLanguage", { field, language: t(`studio.languages.${language}`) });
  return {
    [FACT_CONTROLS.street]: t("studio.company.street"),
    [FACT_CONTROLS.locality]: t("studio.company.locality"),
    [FACT_CONTROLS.province]: t("studio.company.province"),
    [FACT_CONTROLS.postalCode]: t("studio.company.postalCode"),
    [FACT_CONTROLS.phone]: t("studio.company.phone"),
    [FACT_CONTROLS.hoursEn]: inLanguage(t("studio.company.hours"), "en"),
    [FACT_CONTROLS.hoursFr]: inLanguage(t("studio.company.hours"), "fr"),
    [FACT_CONTROLS.generalEmail]: t("studio.company.generalEmail"),
    [FACT_CONTROLS.accessibilityEmail]: t("studio.company.accessibilityEmail"),
  };
}

/** One fact's control: a labelled input with its hint and its problem. */
function FactField({
  name,
  label,
  type = "text",
  hint,
  maxLength,
  values,
  problems,
  className,
}: {
  name: string;
  label: string;
  type?: "text" | "tel" | "email";
  hint?: string;
  maxLength: number;
  values: Readonly<Record<string, string>>;
  problems?: FieldProblems;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problem = problems?.[name];
  return (
    <Field
      id={id}
      label={label}
      look="tool"
      hint={hint}
      error={problem && t(`studio.problems.${problem}`)}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={values[name] ?? ""}
          maxLength={maxLength}
          spellCheck={type === "text"}
        />
      )}
    </Field>
  );
}

/** The facts' form: the head office's address, phone and hours in both languages, and the addresses shown. */
export function FactsEditor({
  values,
  token,
  note,
  problems,
  answer,
}: {
  values: Readonly<Record<string, string>>;
  token: string;
  note?: string;
  problems?: FieldProblems;
  answer?: { role: "status" | "alert"; text: string };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const common = { values, problems };
  const grid = (children: ReactNode) => <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
  return (
    <>
      <EditorForm id={EDITOR_FORM} token={token}>
        <Panel id="address" heading={t("studio.company.address")} className="flex flex-col gap-4">
          {grid(
            <>
              <FactField
                name={FACT_CONTROLS.street}
                label={t("studio.company.street")}
                maxLength={FACT_LIMITS.street}
                className="sm:col-span-2"
                {...common}
              />
              <FactField
                name={FACT_CONTROLS.locality}
                label={t("studio.company.locality")}
                maxLength={FACT_LIMITS.locality}
                {...common}
              />
              <Select
                id="fact-province"
                name={FACT_CONTROLS.province}
                look="tool"
                label={t("studio.company.province")}
                defaultValue={values[FACT_CONTROLS.province]}
              >
                {inReadingOrder(
                  PROVINCE_CODES,
                  (code) => PROVINCES[code][language],
                  LANGUAGE_LOCALES[language],
                ).map((code) => (
                  <option key={code} value={code}>
                    {PROVINCES[code][language]}
                  </option>
                ))}
              </Select>
              <FactField
                name={FACT_CONTROLS.postalCode}
                label={t("studio.company.postalCode")}
                hint={t("studio.company.postalHint")}
                // Room for the spaces and hyphens people type (decision 285); the facts keep `L6H 0A1`.
                maxLength={12}
                {...common}
              />
            </>,
          )}
        </Panel>
        <Panel id="phone-hours" heading={t("studio.company.contact")} className="flex flex-col gap-4">
          <FactField
            name={FACT_CONTROLS.phone}
            label={t("studio.company.phone")}
            hint={t("studio.company.phoneHint")}
            type="tel"
            // Room for `+1 (905) 555-0172`; the facts keep `+1-905-555-0172` (decision 285).
            maxLength={24}
            {...common}
          />
          <TextPair
            spec={{ field: "hours", shape: "line", limit: FACT_LIMITS.hours, mayMatchEnglish: false }}
            legend={t("studio.company.hours")}
            values={values}
            same={false}
            problems={problems}
          />
        </Panel>
        <Panel id="emails" heading={t("studio.company.emails")} className="flex flex-col gap-4">
          {grid(
            <>
              <FactField
                name={FACT_CONTROLS.generalEmail}
                label={t("studio.company.generalEmail")}
                type="email"
                maxLength={254}
                {...common}
              />
              <FactField
                name={FACT_CONTROLS.accessibilityEmail}
                label={t("studio.company.accessibilityEmail")}
                type="email"
                maxLength={254}
                {...common}
              />
            </>,
          )}
        </Panel>
      </EditorForm>
      <PublishPanel formId={EDITOR_FORM} note={note} answer={answer} problems={Boolean(problems)} />
    </>
  );
}
