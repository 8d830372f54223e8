import type { Translate } from "~/features/i18n";
import { LANGUAGES, type Language } from "~/lib/languages";
import {
  BRAND_SETTINGS,
  BRAND_TEXT_FIELDS,
  type BrandImageAlt,
  type BrandSetting,
  type BrandTextField,
  IMAGE_ALT_FIELDS,
} from "./brand-text";

/** A field's key among the studio's strings: its path with the dot folded (`contact.heading` → `contactHeading`). */
export type FieldKey =
  | Exclude<BrandTextField | BrandSetting | BrandImageAlt, `contact.${string}`>
  | "contactHeading"
  | "contactDescription"
  | "contactSubmitText"
  | "contactEmail";

export function fieldKey(field: BrandTextField | BrandSetting | BrandImageAlt): FieldKey {
  switch (field) {
    case "contact.heading":
      return "contactHeading";
    case "contact.description":
      return "contactDescription";
    case "contact.submitText":
      return "contactSubmitText";
    case "contact.email":
      return "contactEmail";
    default:
      return field;
  }
}

/** Every control of the editor, by name, with its language and field. */
const CONTROLS = new Map<
  string,
  { language: Language; field: BrandTextField | BrandSetting | BrandImageAlt }
>(
  LANGUAGES.flatMap((language) =>
    [...BRAND_TEXT_FIELDS, ...BRAND_SETTINGS, ...IMAGE_ALT_FIELDS].map(
      (field) => [`${language}.${field}`, { language, field }] as const,
    ),
  ),
);

/** A control's name (`fr.contact.heading`) as a person reads it: "Contact heading (French)". */
export function controlLabel(t: Translate, name: string): string {
  if (name === "note") return t("studio.editor.note");
  const control = CONTROLS.get(name);
  if (!control) return name;
  return t("studio.fieldInLanguage", {
    field: t(`studio.fields.${fieldKey(control.field)}`),
    language: t(`studio.languages.${control.language}`),
  });
}
