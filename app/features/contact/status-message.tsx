import { useTranslation } from "~/features/i18n";
import type { Replier } from "./constants";
import type { StatusKey } from "./use-status-message";

/** The outcomes that are not problems: said politely, a message kept in green, a request to confirm in ink. */
const POLITE: Partial<Record<StatusKey, string>> = {
  success: "text-green-700",
  held: "text-green-700",
  confirm: "text-ink",
};

/**
 * Both live regions are always in the page, so screen readers announce a message the moment it appears:
 * outcomes politely (a kept message with who answers and when), problems at once (red).
 */
export function StatusMessage({ status, replier }: { status: StatusKey | null; replier: Replier }) {
  const { t } = useTranslation();
  const polite = status ? POLITE[status] : undefined;
  const kept = status === "success" || status === "held";
  return (
    <>
      <p role="status" className={polite ? `font-semibold ${polite}` : "sr-only"}>
        {status && polite
          ? [t(`contact.confirm.${status}`), ...(kept ? [t(`contact.nextStep.${replier}`)] : [])].join(" ")
          : ""}
      </p>
      <p role="alert" className={status && !polite ? "font-semibold text-red-700" : "sr-only"}>
        {status && !polite ? t(`contact.confirm.${status}`) : ""}
      </p>
    </>
  );
}
