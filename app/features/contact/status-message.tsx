import { useLanguage, useTranslation } from "~/features/i18n";
import { useCompany } from "~/lib/company-contact";
import { mailtoHref } from "~/lib/mailto";
import type { StatusKey } from "./use-status-message";

/** The no-script message names the address to write to; it becomes a link where the text gives it. */
function NoScriptMessage({ text, address }: { text: string; address: string }) {
  const [before, after] = text.split(address);
  if (after === undefined) return text;
  return (
    <>
      {before}
      <a href={mailtoHref(address)} className="underline">
        {address}
      </a>
      {after}
    </>
  );
}

/**
 * Both live regions are always in the page, so screen readers announce a message the moment it appears:
 * success politely (green), problems at once (red).
 */
export function StatusMessage({ status }: { status: StatusKey | null }) {
  const { t } = useTranslation();
  const { generalEmail } = useCompany(useLanguage());
  const success = status === "success";
  const problem =
    status === "noScript" ? (
      <NoScriptMessage text={t("contact.confirm.noScript", { email: generalEmail })} address={generalEmail} />
    ) : status && !success ? (
      t(`contact.confirm.${status}`)
    ) : (
      ""
    );
  return (
    <>
      <p role="status" className={success ? "font-semibold text-green-700" : "sr-only"}>
        {success ? t("contact.confirm.success") : ""}
      </p>
      <p role="alert" className={status && !success ? "font-semibold text-red-700" : "sr-only"}>
        {problem}
      </p>
    </>
  );
}
