import { data, type RouterContextProvider } from "react-router";
import { brandLinks, brandNames } from "~/features/brands/index.server";
import { CONTACT_THROTTLE, FORM_TOKEN } from "~/features/contact";
import {
  FAILURES,
  passesBotCheck,
  readContactBody,
  refused,
  storeStaffMail,
  vouchForPlainPost,
} from "~/features/contact/index.server";
import { config } from "~/lib/config.server";
import { languageContext } from "~/lib/language-context";
import { log } from "~/lib/log.server";
import { clientAddressContext } from "~/lib/request-context";
import { claimAttempt } from "~/lib/throttle.server";
import { acknowledgementMail, applicationReference, salesMail } from "./application-mails.server";
import { APPLICATION_HONEYPOT, type ApplicationResult } from "./application-result";
import { invalidApplicationFields, normalisedApplication } from "./application-schema";
import { applicationValues, EMPTY_APPLICATION } from "./application-values";
import { storeApplication } from "./applications.server";
import { APPLICATION_FIELDS, type ApplicationField } from "./constants";

const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";
const FORM_ORDER: readonly ApplicationField[] = [...APPLICATION_FIELDS.slice(0, -1), "brands", "message"];

/** The page again (or the enhanced form's answer), with the outcome for the form. */
const answer = (result: ApplicationResult, status: number) => data({ application: result }, { status });

/**
 * The action of `/retailers/apply`: the form posted plainly (scripts off or not started) or by the enhanced
 * form, both as a form body. The contact forms' machinery throughout: their body limit and throttles, the bot
 * check, or without it the form token confirmed once (decision 232); the outbox for the mails to sales and to
 * the buyer, so an SMTP outage delays them and never loses them. Nothing the buyer typed is logged.
 */
export async function applicationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const client = context.get(clientAddressContext);
  const language = context.get(languageContext);
  const body = await readContactBody(request, FORM_MEDIA_TYPE, client);
  if (!("text" in body)) return answer({ status: "error", values: EMPTY_APPLICATION }, FAILURES[body.error]);

  const form = new URLSearchParams(body.text);
  const values = applicationValues(form);
  const listed = new Set((await brandLinks(language)).map((brand) => brand.id));
  const broken = new Set(invalidApplicationFields(values));
  // Only brands we list: a retired brand or a made-up id is not something to apply for.
  if (values.brands.some((brand) => !listed.has(brand))) broken.add("brands");
  if (broken.size > 0) {
    await refused("invalid_fields", client);
    const errors = Object.fromEntries(
      FORM_ORDER.filter((field) => broken.has(field)).map((field) => [field, true]),
    );
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
  const application = normalisedApplication(values);
  // Bots fill the field people never see: they are told it worked, and nothing is kept.
  if (form.get(APPLICATION_HONEYPOT) || !application) {
    await refused("invalid_fields", client);
    return answer({ status: "success", values: EMPTY_APPLICATION }, 200);
  }
  const wait = await claimAttempt(CONTACT_THROTTLE, client);
  if (wait > 0) {
    return data(
      { application: { status: "error", values } satisfies ApplicationResult },
      { status: FAILURES.too_many_requests, headers: { "Retry-After": String(wait) } },
    );
  }
  try {
    const botChecked = Boolean(captcha);
    const id = await storeApplication(application, { language, botChecked });
    const { publicSiteOrigin, contactRecipients } = config();
    const sales = contactRecipients.sales;
    await storeStaffMail(
      sales,
      salesMail(application, {
        id,
        language,
        receivedAt: Date.now(),
        brandNames: await brandNames("en"),
        siteOrigin: publicSiteOrigin,
        botChecked,
      }),
    );
    await storeStaffMail(application.email, acknowledgementMail(id, language, sales));
    return answer({ status: "success", values: EMPTY_APPLICATION, reference: applicationReference(id) }, 200);
  } catch (error) {
    log.error(
      { kind: error instanceof Error ? error.name : typeof error },
      "retail application could not be stored",
    );
    return answer({ status: "error", values }, FAILURES.unavailable);
  }
}
