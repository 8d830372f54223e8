import type { Language } from "~/lib/languages";
import { log } from "~/lib/log.server";
import { mediaType, readBody } from "~/lib/request-body.server";
import { claimAttempt, retryAfterSeconds } from "~/lib/throttle.server";
import { passesBotCheck } from "./bot-check/bot-check.server";
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_REFUSED_THROTTLE, CONTACT_THROTTLE } from "./constants";
import { storeMessage } from "./outbox.server";
import { resolveRecipient } from "./recipients.server";
import { contactRequestSchema, heldRequestSchema } from "./schema";

/** The error codes a client can get back, each with its status. */
export const FAILURES = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  payload_too_large: 413,
  malformed_json: 400,
  invalid_fields: 400,
  unknown_recipient: 400,
  bot_check_failed: 403,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type FailureCode = keyof typeof FAILURES;

/** How one submission ended: stored (or quietly dropped, for a bot), or refused with a code. */
export type ContactRefusal = { success: false; error: FailureCode; retryAfterSeconds?: number };
export type ContactOutcome = { success: true } | ContactRefusal;

export interface ContactClient {
  /** The visitor's address, for the throttle. */
  client: string;
  /** The page's language, for messages that do not name their own. */
  language: Language;
}

/** What failed, for the log: the error's kind and code only, since a message may quote what was stored. */
function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return "code" in error ? `${error.name} ${String(error.code)}` : error.name;
}

/** A request that was refused: it counts against the client's budget of refusals, never of messages. */
export async function refused(error: FailureCode, client: string): Promise<ContactRefusal> {
  await claimAttempt(CONTACT_REFUSED_THROTTLE, client);
  return { success: false, error };
}

/** Seconds the client must wait before sending again, 0 when it may (either budget spent blocks it). */
async function throttleWait(client: string): Promise<number> {
  return Math.max(
    await retryAfterSeconds(CONTACT_THROTTLE, client),
    await retryAfterSeconds(CONTACT_REFUSED_THROTTLE, client),
  );
}

/**
 * The body of a POST in `accepted` media type, read up to CONTACT_BODY_LIMIT_BYTES, once the client is
 * within its budgets; or the outcome that refuses it. Every way in (JSON API, plain form) starts here.
 */
export async function readContactBody(
  request: Request,
  accepted: string,
  client: string,
): Promise<{ text: string } | ContactRefusal> {
  if (mediaType(request) !== accepted) return { success: false, error: "unsupported_media_type" };
  const wait = await throttleWait(client);
  if (wait > 0) return { success: false, error: "too_many_requests", retryAfterSeconds: wait };
  const body = await readBody(request, CONTACT_BODY_LIMIT_BYTES);
  if (!body.ok) return refused("payload_too_large", client);
  return { text: body.bytes.toString("utf8") };
}

/**
 * Checks everything a stranger controls in a parsed body, then stores the message in the outbox. Success
 * means stored; delivery happens in the background (or once staff release a held message). Only stored
 * messages count towards a client's message limit; refused requests have a budget of their own.
 */
export async function acceptContact(
  body: unknown,
  { client, language }: ContactClient,
  /** A plain post vouched for by its form token instead of the bot check: held for staff to read first. */
  held = false,
): Promise<ContactOutcome> {
  const parsed = (held ? heldRequestSchema : contactRequestSchema).safeParse(body);
  if (!parsed.success) return refused("invalid_fields", client);
  const { captcha, recipient, brand, recipientEmail, website, ...fields } = parsed.data;
  const messageLanguage = fields.language ?? language;

  // Bots fill the field people never see: they are told it worked, and nothing is kept.
  if (website) {
    await claimAttempt(CONTACT_REFUSED_THROTTLE, client);
    return { success: true };
  }
  const address = await resolveRecipient({ recipient, brand, recipientEmail }, messageLanguage);
  if (!address) return refused("unknown_recipient", client);
  if (!held && !(captcha && (await passesBotCheck(captcha, client))))
    return refused("bot_check_failed", client);

  const messageWait = await claimAttempt(CONTACT_THROTTLE, client);
  if (messageWait > 0) return { success: false, error: "too_many_requests", retryAfterSeconds: messageWait };
  try {
    const submission = { ...fields, language: messageLanguage, department: recipient, brand };
    await storeMessage(address, submission, held);
  } catch (error) {
    log.error({ kind: errorKind(error) }, "contact message could not be stored");
    return { success: false, error: "unavailable" };
  }
  return { success: true };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function jsonAnswer(outcome: ContactOutcome): Response {
  if (outcome.success) return Response.json({ success: true });
  const headers: HeadersInit = outcome.retryAfterSeconds
    ? { "Retry-After": String(outcome.retryAfterSeconds) }
    : {};
  return Response.json(
    { success: false, error: outcome.error },
    { status: FAILURES[outcome.error], headers },
  );
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
  return jsonAnswer(await acceptContact(json.value, visitor));
}
