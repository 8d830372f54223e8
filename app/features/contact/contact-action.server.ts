import { data, type RouterContextProvider } from "react-router";
import { languageContext } from "~/lib/language-context";
import { clientAddressContext } from "~/lib/request-context";
import { DEFAULT_RECIPIENT, FORM_TOKEN, isRecipient } from "./constants";
import { acceptContact, FAILURES, readContactBody, refused } from "./contact-endpoint.server";
import { contactValues, EMPTY_CONTACT_VALUES } from "./fields";
import type { ContactFormResult } from "./form-result";
import { vouchForPlainPost } from "./form-token.server";
import { invalidFields } from "./schema";

/** A plain HTML form's body, as every browser sends it with scripts off. */
const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/**
 * The action of every page that shows a contact form: a plain form post, as a browser without JavaScript
 * (or one that has not started it yet) sends it. The answer is always the page itself, in the visitor's
 * language, with the outcome beside the form: sent (or held for review); the fields to correct, with what was
 * typed; the form again to confirm; or why it could not be sent. The checks, limits and throttle are the JSON
 * API's own (`contact-endpoint.server.ts`).
 * `brand` is the brand page's id, taken from its address rather than from the body.
 */
export async function contactFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  brand?: string,
) {
  const visitor = { client: context.get(clientAddressContext), language: context.get(languageContext) };
  const body = await readContactBody(request, FORM_MEDIA_TYPE, visitor.client);
  if (!("text" in body))
    return answer({ status: "error", values: EMPTY_CONTACT_VALUES }, FAILURES[body.error]);

  const form = new URLSearchParams(body.text);
  const values = contactValues((field) => form.get(field));
  const recipient = form.get("recipient") ?? undefined;
  const kept = { ...values, recipient };
  const invalid = invalidFields(values);
  if (invalid.length > 0) {
    await refused("invalid_fields", visitor.client);
    const errors = Object.fromEntries(invalid.map((field) => [field, true]));
    return answer({ status: "validation", values: kept, errors }, FAILURES.invalid_fields);
  }
  const message = {
    ...values,
    ...(brand ? { brand } : { recipient }),
    website: form.get("website") || undefined,
    language: visitor.language,
    page: new URL(request.url).pathname,
  };
  const answeredBy = brand ? "brand" : isRecipient(recipient) ? recipient : DEFAULT_RECIPIENT;
  // The bot check runs only in a browser with JavaScript. Without its proof, the form comes back once with a
  // signed token; the message it then brings back is held for staff to read (decision 232).
  const captcha = form.get("captcha");
  if (!captcha) {
    const vouched = await vouchForPlainPost(form.get(FORM_TOKEN.field), visitor.client);
    if (!vouched.accepted)
      return answer({ status: "confirm", values: kept, formToken: vouched.formToken }, 200);
    const outcome = await acceptContact(message, visitor, true);
    if (outcome.success) return answer({ status: "held", values: EMPTY_CONTACT_VALUES, answeredBy }, 200);
    return answer({ status: "error", values: kept }, FAILURES[outcome.error]);
  }
  const outcome = await acceptContact({ ...message, captcha }, visitor);
  if (outcome.success) return answer({ status: "success", values: EMPTY_CONTACT_VALUES, answeredBy }, 200);
  return answer({ status: "error", values: kept }, FAILURES[outcome.error]);
}

/** The page again, with the outcome for the form (the page cache keeps GET answers only). */
function answer(result: ContactFormResult, status: number) {
  return data({ contact: result }, { status });
}
