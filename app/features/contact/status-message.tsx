import { useTranslation } from "~/features/i18n";
import type { Replier } from "./constants";
import { FormOutcome } from "./gate-fields";
import type { StatusKey } from "./use-status-message";

/** The outcomes that are not problems: said politely, a message kept in green, a request to confirm in ink. */
const POLITE: Partial<Record<StatusKey, "text-green-700" | "text-ink">> = {
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
  const kept = status === "success" || status === "held";
  const text = status ? t(`contact.confirm.${status}`) : "";
  return (
    <FormOutcome
      text={kept ? [text, t(`contact.nextStep.${replier}`)].join(" ") : text}
      polite={status ? POLITE[status] : undefined}
    />
  );
}
