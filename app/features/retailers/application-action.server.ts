import { data, type RouterContextProvider } from "react-router";
import { countGoal } from "~/features/analytics/index.server";
import { brandLinks } from "~/features/brands/index.server";
import { acceptPublicForm, type Screened } from "~/features/contact/index.server";
import { languageContext } from "~/lib/language-context";
import { clientAddressContext } from "~/lib/request-context";
import { mailApplication } from "./application-delivery.server";
import { applicationReference } from "./application-mails.server";
import { APPLICATION_HONEYPOT, type ApplicationResult } from "./application-result";
import { type Application, invalidApplicationFields, normalisedApplication } from "./application-schema";
import { applicationValues, EMPTY_APPLICATION } from "./application-values";
import { storeApplication } from "./applications.server";
import { APPLICATION_FIELDS, type ApplicationField } from "./constants";

const FORM_ORDER: readonly ApplicationField[] = [...APPLICATION_FIELDS.slice(0, -1), "brands", "message"];

/**
 * The action of `/retailers/apply`: the form posted plainly (scripts off or not started) or by the enhanced
 * form, through the public forms' gate (decision 238). Its own part: the fields, the listed brands, and the
 * outbox for the mails to sales and to the buyer, so an SMTP outage delays them and never loses them.
 */
export function applicationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const language = context.get(languageContext);
  return acceptPublicForm(request, context, {
    read: async (form) => {
      const values = applicationValues(form);
      const listed = new Set((await brandLinks(language)).map((brand) => brand.id));
      const broken = new Set(invalidApplicationFields(values));
      // Only brands we list: a retired brand or a made-up id is not something to apply for.
      if (values.brands.some((brand) => !listed.has(brand))) broken.add("brands");
      return { values, invalid: FORM_ORDER.filter((field) => broken.has(field)) };
    },
    screen: (values, form): Screened<Application> => {
      const application = normalisedApplication(values);
      // Bots fill the field people never see: they are told it worked, and nothing is kept.
      if (form.get(APPLICATION_HONEYPOT) || !application) return { honeypot: true };
      return { accepted: application };
    },
    // Without the bot check's proof the application is held, its mails with it, until staff release it.
    keep: async (application, botChecked) => {
      const id = await storeApplication(application, { language, botChecked });
      if (botChecked)
        await mailApplication(id, application, { language, receivedAt: Date.now(), botChecked });
      countGoal("retailApplication", request, {
        address: context.get(clientAddressContext),
        page: new URL(request.url).pathname,
      });
      return applicationReference(id);
    },
    what: "retail application",
    recall: (receipt) => (typeof receipt === "string" ? receipt : undefined),
    answers: {
      unread: { status: "error", values: EMPTY_APPLICATION },
      invalid: (values, errors) => ({ status: "validation", values, errors }),
      confirm: (values, formToken) => ({ status: "confirm", values, formToken }),
      refused: (error, values) => ({ status: error === "bot_check_failed" ? "recaptcha" : "error", values }),
      sent: ({ kept: reference, botChecked }) => ({
        status: botChecked ? "success" : "held",
        values: EMPTY_APPLICATION,
        ...(reference ? { reference } : {}),
      }),
    },
    // The page again (or the enhanced form's answer), with the outcome for the form.
    answer: (application: ApplicationResult, init) => data({ application }, init),
  });
}
