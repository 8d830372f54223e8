import { BRAND_REGISTRY } from "@content/brands/registry";
import { RECIPIENTS } from "~/features/contact";
import type { Translate } from "~/features/i18n";

/** The form a message came from, in the reader's language: "General form: Sales", "Brand form: Dockers". */
export function formLabel(t: Translate, submission: { department?: string; brand?: string }): string {
  const department = RECIPIENTS.find((key) => key === submission.department);
  if (department)
    return t("tools.messages.generalForm", { department: t(`contact.recipients.${department}`) });
  const brand = BRAND_REGISTRY.find((candidate) => candidate.id === submission.brand);
  return brand ? t("tools.messages.brandForm", { brand: brand.name }) : t("tools.messages.unknownBrand");
}
