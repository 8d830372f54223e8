import { data, type RouterContextProvider } from "react-router";
import { CONTACT_THROTTLE, FORM_TOKEN } from "~/features/contact";
import {
  FAILURES,
  passesBotCheck,
  readContactBody,
  refused,
  storeStaffMail,
  vouchForPlainPost,
} from "~/features/contact/index.server";
import { companyFactsNow } from "~/features/live-content/index.server";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { log } from "~/lib/log.server";
import { clientAddressContext } from "~/lib/request-context";
import { languageUrl } from "~/lib/seo";
import { claimAttempt } from "~/lib/throttle.server";
import { NOTIFY, notifyConfirmPath } from "./constants";
import { askToJoin } from "./notify-list.server";
import { confirmationMail } from "./notify-mails.server";
import { invalidNotifyFields, listedAddress } from "./notify-schema";
import { EMPTY_NOTIFY, type NotifyResult, notifyValues } from "./notify-values";

const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/** The page again (or the enhanced form's answer), with the outcome for the form. */
const answer = (result: NotifyResult, status: number, headers?: HeadersInit) =>
  data({ notify: result }, { status, headers });

/**
 * The B2B page's action: the notify-me form, posted plainly or by the enhanced form, both as a form body. The
 * contact forms' machinery throughout (their body limit, throttles, bot check, or the form token confirmed
 * once), then the double opt-in: the address waits, unconfirmed, for its owner to open the mailed link. Every
 * address taken gets the same answer, so the form never tells whether one is on the list. Nothing typed is
 * logged.
 */
export async function notifyAction(request: Request, context: Readonly<RouterContextProvider>) {
  const client = context.get(clientAddressContext);
  const language = context.get(languageContext);
  const body = await readContactBody(request, FORM_MEDIA_TYPE, client);
  if (!("text" in body)) return answer({ status: "error", values: EMPTY_NOTIFY }, FAILURES[body.error]);

  const form = new URLSearchParams(body.text);
  const values = notifyValues(form);
  const broken = invalidNotifyFields(values);
  if (broken.length > 0) {
    await refused("invalid_fields", client);
    const errors = Object.fromEntries(broken.map((field) => [field, true]));
    return answer({ status: "validation", values, errors }, FAILURES.invalid_fields);
  }
  const captcha = form.get("captcha");
  if (captcha) {
    if (!(await passesBotCheck(captcha, client))) {
      await refused("bot_check_failed", client);
      return answer({ status: "recaptcha", values }, FAILURES.bot_check_failed);
    }
  } else {
    const vouched = await vouchForPlainPost(form.get(FORM_TOKEN.field), client);
    if (!vouched.accepted) return answer({ status: "confirm", values, formToken: vouched.formToken }, 200);
  }
  const email = listedAddress(values);
  // Bots fill the field people never see: they are told it worked, and nothing is kept.
  if (form.get(NOTIFY.honeypot) || !email) {
    await refused("invalid_fields", client);
    return answer({ status: "sent", values: EMPTY_NOTIFY }, 200);
  }
  const wait = await claimAttempt(CONTACT_THROTTLE, client);
  if (wait > 0)
    return answer({ status: "busy", values }, FAILURES.too_many_requests, { "Retry-After": String(wait) });
  try {
    const token = await askToJoin(email, language, Date.now());
    if (token) {
      const link = languageUrl(config().publicSiteOrigin, notifyConfirmPath(token), language);
      await storeStaffMail(email, confirmationMail(link, language, companyFactsNow()));
    }
    return answer({ status: "sent", values: EMPTY_NOTIFY }, 200);
  } catch (error) {
    log.error(
      { kind: error instanceof Error ? error.name : typeof error },
      "notify-me address could not be stored",
    );
    return answer({ status: "error", values }, FAILURES.unavailable);
  }
}
