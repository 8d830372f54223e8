import { countGoal } from "~/features/analytics/index.server";
import { phoneAsWritten } from "~/lib/canada-post";
import type { Language } from "~/lib/languages";
import {
  type Admission,
  admit,
  FAILURES,
  readContactBody,
  refusalInit,
  refused,
  type Screened,
} from "./admission.server";
import { awaitReceipt, findReceipt, keepReceipt } from "./form-receipts.server";
import { storeMessage } from "./outbox.server";
import { resolveRecipient } from "./recipients.server";
import { contactRequestSchema, type HeldRequest } from "./schema";
import type { Submission } from "./submission";

export interface ContactClient {
  /** The visitor's address, for the throttle. */
  client: string;
  /** The page's language, for messages that do not name their own. */
  language: Language;
}

/** The JSON API's receipts, apart from the plain form's (their proofs never meet, but their answers differ). */
const API_RECEIPTS = "contact message (JSON)";

/** A message that passed its own checks: where it goes, and what the outbox keeps of it. */
interface ContactMessage {
  address: string;
  submission: Submission;
}

/**
 * A contact message's own checks once its body has passed the schema, the JSON API's and the plain form's
 * alike: the honeypot, then a recipient we know.
 */
export async function screenMessage(
  request: HeldRequest,
  language: Language,
): Promise<Screened<ContactMessage>> {
  // The captcha is the bot check's alone: it is never stored with the message.
  const { captcha, recipient, brand, recipientEmail, website, ...fields } = request;
  const messageLanguage = fields.language ?? language;
  // Bots fill the field people never see: they are told it worked, and nothing is kept.
  if (website) return { honeypot: true };
  const address = await resolveRecipient({ recipient, brand, recipientEmail }, messageLanguage);
  if (!address) return { refused: "unknown_recipient" };
  // A North American number is kept in its one written form, however it was typed.
  const submission = {
    ...fields,
    phone: phoneAsWritten(fields.phone),
    language: messageLanguage,
    department: recipient,
    brand,
  };
  return { accepted: { address, submission } };
}

/**
 * Stores a message in the outbox; delivery happens in the background. One without the bot check's proof (a
 * plain post vouched for by its form token) is held for staff to read first (decision 232). Counted as a goal
 * of the page (and brand) it was sent from.
 */
export const keepMessageFrom =
  (request: Request, client: string) =>
  async ({ address, submission }: ContactMessage, botChecked: boolean): Promise<number> => {
    const id = await storeMessage(address, submission, !botChecked);
    countGoal("contactMessage", request, {
      address: client,
      brand: submission.brand,
      page: submission.page,
    });
    return id;
  };

/**
 * Checks everything a stranger controls in a parsed JSON body, then stores the message. Success means stored
 * (or quietly dropped, for a bot); only stored messages count towards a client's message limit, refused
 * requests have a budget of their own.
 */
async function acceptContact(
  request: Request,
  body: unknown,
  { client, language }: ContactClient,
): Promise<Admission<number>> {
  const parsed = contactRequestSchema.safeParse(body);
  if (!parsed.success) return refused("invalid_fields", client);
  // The same request sent again (its bot-check answer with it) is answered as the first was (decision 274).
  const { captcha } = parsed.data;
  if (await findReceipt(API_RECEIPTS, captcha)) return { success: true };
  const screened = await screenMessage(parsed.data, language);
  const outcome = await admit(
    screened,
    { captcha },
    client,
    keepMessageFrom(request, client),
    "contact message",
  );
  if (outcome.success) await keepReceipt(API_RECEIPTS, captcha, { kept: outcome.kept, botChecked: true });
  else if (outcome.error === "bot_check_failed" && (await awaitReceipt(API_RECEIPTS, captcha)))
    return { success: true };
  return outcome;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function jsonAnswer(outcome: Admission<unknown>): Response {
  if (outcome.success) return Response.json({ success: true });
  return Response.json({ success: false, error: outcome.error }, refusalInit(outcome));
}

/** POST /api/contact (and the original address): the JSON API the enhanced form and old clients use. */
export async function handleContactRequest(request: Request, visitor: ContactClient): Promise<Response> {
  if (request.method !== "POST")
    return Response.json(
      { success: false, error: "method_not_allowed" },
      { status: FAILURES.method_not_allowed, headers: { Allow: "POST" } },
    );
  const body = await readContactBody(request, "application/json", visitor.client);
  if (!("text" in body)) return jsonAnswer(body);
  const json = parseJson(body.text);
  if (!json.ok) return jsonAnswer(await refused("malformed_json", visitor.client));
  return jsonAnswer(await acceptContact(request, json.value, visitor));
}
