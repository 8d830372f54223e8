import type { Language } from "~/lib/languages";
import { log } from "~/lib/log.server";
import { mediaType, readBody } from "~/lib/request-body.server";
import { claimAttempt, retryAfterSeconds } from "~/lib/throttle.server";
import { passesBotCheck } from "./bot-check.server";
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_REFUSED_THROTTLE, CONTACT_THROTTLE } from "./constants";
import { storeMessage } from "./outbox.server";
import { resolveRecipient } from "./recipients.server";
import { contactRequestSchema } from "./schema";

/** The error codes a client can get back, each with its status. */
const FAILURES = {
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

type FailureCode = keyof typeof FAILURES;

function failure(code: FailureCode, headers?: HeadersInit): Response {
  return Response.json({ success: false, error: code }, { status: FAILURES[code], headers });
}

function tooMany(wait: number): Response {
  return failure("too_many_requests", { "Retry-After": String(wait) });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** What failed, for the log: the error's kind and code only, since a message may quote what was stored. */
function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return "code" in error ? `${error.name} ${String(error.code)}` : error.name;
}

/** A request that was refused: it counts against the client's budget of refusals, never of messages. */
async function refused(code: FailureCode, client: string): Promise<Response> {
  await claimAttempt(CONTACT_REFUSED_THROTTLE, client);
  return failure(code);
}

/**
 * POST /api/contact (and the original address): checks everything a stranger controls, then stores the
 * message in the outbox. Success means stored; delivery happens in the background. Only stored messages
 * count towards a client's message limit; refused requests have a budget of their own.
 */
export async function handleContactRequest(
  request: Request,
  { client, language }: { client: string; language: Language },
): Promise<Response> {
  if (request.method !== "POST") return failure("method_not_allowed", { Allow: "POST" });
  if (mediaType(request) !== "application/json") return failure("unsupported_media_type");
  const wait = Math.max(
    await retryAfterSeconds(CONTACT_THROTTLE, client),
    await retryAfterSeconds(CONTACT_REFUSED_THROTTLE, client),
  );
  if (wait > 0) return tooMany(wait);

  const body = await readBody(request, CONTACT_BODY_LIMIT_BYTES);
  if (!body.ok) return refused("payload_too_large", client);
  const json = parseJson(body.bytes.toString("utf8"));
  if (!json.ok) return refused("malformed_json", client);
  const parsed = contactRequestSchema.safeParse(json.value);
  if (!parsed.success) return refused("invalid_fields", client);
  const { captcha, recipient, brand, recipientEmail, website, ...fields } = parsed.data;
  const messageLanguage = fields.language ?? language;

  // Bots fill the field people never see: they are told it worked, and nothing is kept.
  if (website) {
    await claimAttempt(CONTACT_REFUSED_THROTTLE, client);
    return Response.json({ success: true });
  }
  const address = resolveRecipient({ recipient, brand, recipientEmail }, messageLanguage);
  if (!address) return refused("unknown_recipient", client);
  if (!(await passesBotCheck(captcha, client))) return refused("bot_check_failed", client);

  const messageWait = await claimAttempt(CONTACT_THROTTLE, client);
  if (messageWait > 0) return tooMany(messageWait);
  try {
    await storeMessage(address, { ...fields, language: messageLanguage, department: recipient, brand });
  } catch (error) {
    log.error({ kind: errorKind(error) }, "contact message could not be stored");
    return failure("unavailable");
  }
  return Response.json({ success: true });
}
