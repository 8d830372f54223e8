import { useTranslation } from "~/features/i18n/use-translation";
import type { StatusKey } from "./use-status-message";

/**
 * Both live regions are always in the page, so screen readers announce a message the moment it appears:
 * success politely (green), problems at once (red).
 */
export function StatusMessage({ status }: { status: StatusKey | null }) {
  const { t } = useTranslation();
  const success = status === "success";
  return (
    <>
      <p role="status" className={success ? "font-semibold text-green-700" : "sr-only"}>
        {success ? t("contact.confirm.success") : ""}
      </p>
      <p role="alert" className={status && !success ? "font-semibold text-red-700" : "sr-only"}>
        {status && !success ? t(`contact.confirm.${status}`) : ""}
      </p>
    </>
  );
}
