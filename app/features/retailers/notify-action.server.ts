import { data, type RouterContextProvider } from "react-router";
import {
  acceptPublicForm,
  type FailureCode,
  type Screened,
  storeVisitorMail,
} from "~/features/contact/index.server";
import { companyFactsNow } from "~/features/live-content/index.server";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { languageUrl } from "~/lib/seo";
import { NOTIFY, notifyConfirmPath } from "./constants";
import { askToJoin } from "./notify-list.server";
import { confirmationMail } from "./notify-mails.server";
import { invalidNotifyFields, listedAddress } from "./notify-schema";
import { EMPTY_NOTIFY, type NotifyResult, type NotifyStatus, notifyValues } from "./notify-values";

/** The refusals the form names; any other is the general error. */
const REFUSAL_STATUS: Partial<Record<FailureCode, NotifyStatus>> = {
  bot_check_failed: "recaptcha",
  too_many_requests: "busy",
};

/**
 * The B2B page's action: the notify-me form, posted plainly or by the enhanced form, through the public forms'
 * gate (decision 238), then the double opt-in: the address waits, unconfirmed, for its owner to open the
 * mailed link. Every address taken gets the same answer, so the form never tells whether one is on the list.
 */
export function notifyAction(request: Request, context: Readonly<RouterContextProvider>) {
  const language = context.get(languageContext);
  return acceptPublicForm(request, context, {
    read: (form) => {
      const values = notifyValues(form);
      return { values, invalid: invalidNotifyFields(values) };
    },
    screen: (values, form): Screened<string> => {
      const email = listedAddress(values);
      // Bots fill the field people never see: they are told it worked, and nothing is kept.
      if (form.get(NOTIFY.honeypot) || !email) return { honeypot: true };
      return { accepted: email };
    },
    keep: async (email) => {
      const token = await askToJoin(email, language, Date.now());
      if (!token) return;
      const link = languageUrl(config().publicSiteOrigin, notifyConfirmPath(token), language);
      await storeVisitorMail(email, confirmationMail(link, language, companyFactsNow()));
    },
    what: "notify-me address",
    // Nothing kept to recall: every address taken gets the same answer.
    recall: () => undefined,
    answers: {
      unread: { status: "error", values: EMPTY_NOTIFY },
      invalid: (values, errors) => ({ status: "validation", values, errors }),
      confirm: (values, formToken) => ({ status: "confirm", values, formToken }),
      refused: (error, values) => ({ status: REFUSAL_STATUS[error] ?? "error", values }),
      sent: () => ({ status: "sent", values: EMPTY_NOTIFY }),
    },
    // The page again (or the enhanced form's answer), with the outcome for the form.
    answer: (notify: NotifyResult, init) => data({ notify }, init),
  });
}
