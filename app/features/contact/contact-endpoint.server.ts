import type { Language } from "~/features/i18n/languages";
import { recordAttempt, retryAfterSeconds } from "~/lib/throttle.server";
import { passesBotCheck } from "./bot-check.server";
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_THROTTLE } from "./constants";
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

/** Reads at most `limit` bytes of the body; undefined when it is longer (nothing more is read). */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) return undefined;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * POST /api/contact (and the original address): checks everything a stranger controls, then stores the
 * message in the outbox. Success means stored; delivery happens in the background.
 */
export async function handleContactRequest(
  request: Request,
  { client, language }: { client: string; language: Language },
): Promise<Response> {
  if (request.method !== "POST") return failure("method_not_allowed", { Allow: "POST" });
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return failure("unsupported_media_type");
  }
  const wait = await retryAfterSeconds(CONTACT_THROTTLE, client);
  if (wait > 0) return failure("too_many_requests", { "Retry-After": String(wait) });
  await recordAttempt(CONTACT_THROTTLE, client);

  const text = await readLimited(request, CONTACT_BODY_LIMIT_BYTES);
  if (text === undefined) return failure("payload_too_large");
  const json = parseJson(text);
  if (!json.ok) return failure("malformed_json");
  const parsed = contactRequestSchema.safeParse(json.value);
  if (!parsed.success) return failure("invalid_fields");
  const { captcha, recipient, recipientEmail, website, ...fields } = parsed.data;

  // Bots fill the field people never see: they are told it worked, and nothing is kept.
  if (website) return Response.json({ success: true });
  const address = resolveRecipient({ recipient, recipientEmail });
  if (!address) return failure("unknown_recipient");
  if (!(await passesBotCheck(captcha, client))) return failure("bot_check_failed");

  try {
    await storeMessage(address, { ...fields, language: fields.language ?? language, department: recipient });
  } catch (error) {
    console.error("Contact message could not be stored:", error);
    return failure("unavailable");
  }
  return Response.json({ success: true });
}
