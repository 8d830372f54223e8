import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/lib/request-context";
import {
  admit,
  FAILURES,
  type FailureCode,
  type Proof,
  readContactBody,
  refusalInit,
  refused,
  type Screened,
} from "./admission.server";
import { FORM_TOKEN } from "./constants";
import { awaitReceipt, type FormReceipt, findReceipt, keepReceipt } from "./form-receipts.server";
import { vouchForPlainPost } from "./form-token.server";

/** A plain HTML form's body, as every browser sends it with scripts off (the enhanced forms send the same). */
const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/** A form's fields as typed, and the ones that break its rules, in form order (none: it may go on). */
export interface FieldCheck<Values, Field extends string> {
  values: Values;
  invalid: readonly Field[];
}

/** What a form says for each way a post can end; the gate gives each its HTTP status. */
export interface FormAnswers<Values, Field extends string, Kept, Result> {
  /** The body could not be read (not a form, too large, or the visitor over budget): nothing typed to show. */
  unread: Result;
  /** Fields that break the rules, with what was typed. */
  invalid(values: Values, errors: Partial<Record<Field, true>>): Result;
  /** A plain post, to be sent again with this form token (decision 232). */
  confirm(values: Values, formToken: string): Result;
  /** Refused once the fields were right: by the form's own checks, the bot check, the throttle or an outage. */
  refused(error: FailureCode, values: Values): Result;
  /** Taken: what keeping it returned, or nothing for a bot that filled the honeypot (told it worked all the same). */
  sent(outcome: { values: Values; kept: Kept | undefined; botChecked: boolean }): Result;
}

/** What is a public form's own (decision 238); the gate does the rest. */
export interface PublicForm<Values, Field extends string, Accepted, Kept, Result, Answer> {
  read(form: URLSearchParams): FieldCheck<Values, Field> | Promise<FieldCheck<Values, Field>>;
  /** The form's checks once a person is known to have sent it, its honeypot among them. */
  screen(values: Values, form: URLSearchParams): Screened<Accepted> | Promise<Screened<Accepted>>;
  /** The form's work once every check passed (`botChecked`: by the bot check rather than a form token). */
  keep(accepted: Accepted, botChecked: boolean): Promise<Kept>;
  /** What `keep` keeps, for the log line when it fails (`retail application`); also names its receipts. */
  what: string;
  /**
   * What `keep` returned, as a receipt gives it back (parsed JSON): the same post sent again is answered with it
   * (decision 274). Undefined when the receipt holds nothing this form kept.
   */
  recall(receipt: unknown): Kept | undefined;
  answers: FormAnswers<Values, Field, Kept, Result>;
  /** The answer as the route's action returns it: the page again, or the enhanced form's answer. */
  answer(result: Result, init: ResponseInit): Answer;
}

/**
 * The action of a public form, posted plainly or by its enhanced version: the contact forms' body limit and
 * budgets, the form's own field rules, then without the bot check's proof the form token confirmed once
 * (decision 232), the form's own checks, the bot check, the message budget, and the form's work. Every check
 * a visitor fails spends their budget of refusals; nothing typed is logged. A post that repeats one already
 * taken (the same form token or bot-check answer) is answered as that one was, and stores nothing (decision 274).
 */
export async function acceptPublicForm<Values, Field extends string, Accepted, Kept, Result, Answer>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: PublicForm<Values, Field, Accepted, Kept, Result, Answer>,
): Promise<Answer> {
  const { answers, answer } = form;
  const client = context.get(clientAddressContext);
  const body = await readContactBody(request, FORM_MEDIA_TYPE, client);
  if (!("text" in body)) return answer(answers.unread, refusalInit(body));

  const fields = new URLSearchParams(body.text);
  const { values, invalid } = await form.read(fields);
  if (invalid.length > 0) {
    await refused("invalid_fields", client);
    const errors: Partial<Record<Field, true>> = {};
    for (const field of invalid) errors[field] = true;
    return answer(answers.invalid(values, errors), { status: FAILURES.invalid_fields });
  }
  // The same post sent again (a reload, back and send again, a double click) brings the same proof: it is
  // answered as the first was, and nothing is stored twice (decision 274).
  const captcha = fields.get("captcha");
  const token = fields.get(FORM_TOKEN.field);
  const key = captcha || token;
  const again = (receipt: FormReceipt) =>
    answer(answers.sent({ values, kept: form.recall(receipt.kept), botChecked: receipt.botChecked }), {
      status: 200,
    });
  const earlier = key ? await findReceipt(form.what, key) : undefined;
  if (earlier) return again(earlier);
  // The bot check runs only in a browser with JavaScript. Without its proof, the form comes back once with a
  // signed token, and nothing else is judged until the visitor sends it again (decision 232).
  if (!captcha) {
    const vouched = await vouchForPlainPost(token, client);
    if (!vouched.accepted) {
      const late = vouched.spent && token ? await awaitReceipt(form.what, token) : undefined;
      if (late) return again(late);
      return answer(answers.confirm(values, vouched.formToken), { status: 200 });
    }
  }
  const proof: Proof = captcha ? { captcha } : { vouched: true };
  const admission = await admit(await form.screen(values, fields), proof, client, form.keep, form.what);
  if (!admission.success) {
    // A bot-check answer already spent may be the first of a double click, still being stored.
    const late =
      admission.error === "bot_check_failed" && captcha ? await awaitReceipt(form.what, captcha) : undefined;
    if (late) return again(late);
    return answer(answers.refused(admission.error, values), refusalInit(admission));
  }
  const botChecked = Boolean(captcha);
  if (key) await keepReceipt(form.what, key, { kept: admission.kept, botChecked });
  return answer(answers.sent({ values, kept: admission.kept, botChecked }), {
    status: 200,
  });
}
