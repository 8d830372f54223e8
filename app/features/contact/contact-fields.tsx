import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { FIELD_MAX_LENGTH, MESSAGE_TEXTAREA_ROWS } from "./constants";
import type { ContactField, ContactValues, FieldErrors } from "./fields";

const INPUT: Record<ContactField, { type?: "email" | "tel"; autoComplete?: string; wide?: boolean }> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  company: { autoComplete: "organization" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel", wide: true },
  message: { wide: true },
};

/**
 * The visitor's six fields, in form order, each with its inline error (SPEC §5). They are uncontrolled, so
 * what a visitor types before the page's scripts start is kept when they do.
 */
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
  return fields.map((field) => {
    const { type = "text", autoComplete, wide } = INPUT[field];
    const shared = {
      name: field,
      defaultValue: defaults[field],
      required: true,
      maxLength: FIELD_MAX_LENGTH[field],
      onChange: () => onEdit(field),
    };
    return (
      <Field
        key={field}
        id={`${idPrefix}-${field}`}
        label={t(`contact.fields.${field}`)}
        error={errors[field] ? t(`contact.errors.${field}`) : undefined}
        className={wide ? "sm:col-span-2" : undefined}
      >
        {(control) =>
          field === "message" ? (
            <textarea {...control} {...shared} rows={MESSAGE_TEXTAREA_ROWS} />
          ) : (
            <input {...control} {...shared} type={type} autoComplete={autoComplete} />
          )
        }
      </Field>
    );
  });
}
