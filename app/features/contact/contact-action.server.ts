import { data, type RouterContextProvider } from "react-router";
import { languageContext } from "~/lib/language-context";
import { clientAddressContext } from "~/lib/request-context";
import { DEFAULT_RECIPIENT, isRecipient } from "./constants";
import { keepMessageFrom, screenMessage } from "./contact-endpoint.server";
import { contactValues, EMPTY_CONTACT_VALUES } from "./fields";
import type { ContactFormResult } from "./form-result";
import { acceptPublicForm } from "./public-form.server";
import { heldRequestSchema, invalidFields } from "./schema";

/**
 * The action of every page that shows a contact form: a plain form post, as a browser without JavaScript
 * (or one that has not started it yet) sends it. The answer is always the page itself, in the visitor's
 * language, with the outcome beside the form: sent (or held for review); the fields to correct, with what was
 * typed; the form again to confirm; or why it could not be sent. After the public forms' gate, the message
 * meets the JSON API's own checks (`contact-endpoint.server.ts`).
 * `brand` is the brand page's id, taken from its address rather than from the body.
 */
export function contactFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  brand?: string,
) {
  const language = context.get(languageContext);
  return acceptPublicForm(request, context, {
    read: (form) => {
      const values = {
        ...contactValues((field) => form.get(field)),
        recipient: form.get("recipient") ?? undefined,
      };
      return { values, invalid: invalidFields(values) };
    },
    screen: async ({ recipient, ...values }, form) => {
      // The whole request as the JSON API takes it, the captcha's size included (the gate checks its proof).
      const parsed = heldRequestSchema.safeParse({
        ...values,
        ...(brand ? { brand } : { recipient }),
        website: form.get("website") || undefined,
        captcha: form.get("captcha") || undefined,
        language,
        page: new URL(request.url).pathname,
      });
      return parsed.success ? screenMessage(parsed.data, language) : { refused: "invalid_fields" };
    },
    keep: keepMessageFrom(request, context.get(clientAddressContext)),
    what: "contact message",
    recall: (receipt) => (typeof receipt === "number" ? receipt : undefined),
    answers: {
      unread: { status: "error", values: EMPTY_CONTACT_VALUES },
      invalid: (values, errors) => ({ status: "validation", values, errors }),
      confirm: (values, formToken) => ({ status: "confirm", values, formToken }),
      refused: (_error, values) => ({ status: "error", values }),
      sent: ({ values, botChecked }) => ({
        status: botChecked ? "success" : "held",
        values: EMPTY_CONTACT_VALUES,
        answeredBy: brand ? "brand" : isRecipient(values.recipient) ? values.recipient : DEFAULT_RECIPIENT,
      }),
    },
    // The page again, with the outcome for the form (the page cache keeps GET answers only).
    answer: (contact: ContactFormResult, init) => data({ contact }, init),
  });
}
