import { useTranslation } from "~/features/i18n";
import { callToActionClass } from "~/ui/call-to-action";
import { Form, Link } from "~/ui/link";
import { StatusPanel } from "~/ui/status-panel";
import { NOTIFY } from "./constants";

/**
 * A page a notify-me mail's link opens: what the link does, and a button that does it. Opening the link
 * changes nothing (a mail scanner's visit confirms or unsubscribes nobody); the button posts to the same
 * address. Once done, or for a link that no longer works, the page says so and leads back to the form.
 */
export function NotifyLinkPage({
  heading,
  message,
  button,
}: {
  heading: string;
  message: string;
  /** The button's words while the link still has something to do. */
  button?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusPanel heading={heading} message={message}>
      {button ? (
        <Form method="post" className="mt-10">
          <button type="submit" className={callToActionClass("px-8 py-3 shadow-sm")}>
            {button}
          </button>
        </Form>
      ) : (
        <p className="mt-10">
          <Link
            to={`${NOTIFY.page}#${NOTIFY.anchor}`}
            className="font-semibold text-brand underline hover:text-brand-dark"
          >
            {t("retailers.notify.backToForm")}
          </Link>
        </p>
      )}
    </StatusPanel>
  );
}
