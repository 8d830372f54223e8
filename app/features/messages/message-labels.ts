import { RECIPIENTS } from "~/features/contact";
import type { Translate } from "~/features/i18n";

/**
 * The form a message came from, in the reader's language: "General form: Sales", "Brand form: Dockers".
 * `brandName` is the brand's name as published, for a brand form's message.
 */
export function formLabel(
  t: Translate,
  submission: { department?: string },
  brandName: string | null | undefined,
): string {
  const department = RECIPIENTS.find((key) => key === submission.department);
  if (department)
    return t("tools.messages.generalForm", { department: t(`contact.recipients.${department}`) });
  return brandName ? t("tools.messages.brandForm", { brand: brandName }) : t("tools.messages.unknownBrand");
}
