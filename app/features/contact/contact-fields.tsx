import { useTranslation } from "~/features/i18n";
import { FIELD_MAX_LENGTH, MESSAGE_TEXTAREA_ROWS } from "./constants";
import { ContactField as Field } from "./contact-field";
import type { ContactField, ContactValues, FieldErrors } from "./fields";

const INPUT: Record<ContactField, { type?: "email" | "tel"; autoComplete?: string; wide?: boolean }> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  company: { autoComplete: "organization" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel", wide: true },
  message: { wide: true },
};

/** The visitor's six fields, in form order, each with its inline error. */
export function ContactFields({
  idPrefix,
  fields,
  defaults,
  errors,
  onEdit,
}: {
  idPrefix: string;
  fields: readonly ContactField[];
  defaults: ContactValues;
  errors: FieldErrors;
  onEdit: (field: ContactField) => void;
}) {
  const { t } = useTranslation();
  return fields.map((field) => (
    <Field
      key={field}
      id={`${idPrefix}-${field}`}
      name={field}
      label={t(`contact.fields.${field}`)}
      defaultValue={defaults[field]}
      onEdit={() => onEdit(field)}
      error={errors[field] ? t(`contact.errors.${field}`) : undefined}
      maxLength={FIELD_MAX_LENGTH[field]}
      type={INPUT[field].type}
      autoComplete={INPUT[field].autoComplete}
      rows={field === "message" ? MESSAGE_TEXTAREA_ROWS : undefined}
      className={INPUT[field].wide ? "sm:col-span-2" : undefined}
    />
  ));
}
