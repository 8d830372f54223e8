import { log } from "~/lib/log.server";
import { mediaType, readBody } from "~/lib/request-body.server";
import { claimAttempt, retryAfterSeconds } from "~/lib/throttle.server";
import { passesBotCheck } from "./bot-check/bot-check.server";
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_REFUSED_THROTTLE, CONTACT_THROTTLE } from "./constants";

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

/** A submission refused with a code (and, when the throttle refused it, the seconds to wait). */
export type ContactRefusal = { success: false; error: FailureCode; retryAfterSeconds?: number };

/** How a submission ended: `kept` is what its keeping returned, absent for a bot told it worked. */
export type Admission<Kept> = { success: true; kept?: Kept } | ContactRefusal;

/** What shows a person sent it: the bot check's answer, or a plain post's form token, accepted (decision 232). */
export type Proof = { captcha: string } | { vouched: true };

/** What a submission's own checks made of it: refused with a code, a bot's (it filled the honeypot), or accepted. */
export type Screened<Accepted> = { refused: FailureCode } | { honeypot: true } | { accepted: Accepted };

/** The status of a refusal's answer, with Retry-After when the throttle knows the wait. */
export function refusalInit({ error, retryAfterSeconds }: ContactRefusal): ResponseInit {
  return {
    status: FAILURES[error],
    ...(retryAfterSeconds ? { headers: { "Retry-After": String(retryAfterSeconds) } } : {}),
  };
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
 * within its budgets; or the outcome that refuses it. Every way in (JSON API, public forms) starts here.
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
 * Every way in ends here, once a submission's own checks have had their say: their refusal; a filled honeypot,
 * told it worked with nothing kept; the bot check, last of the checks because it may ask a third party and
 * spends its challenge; the message budget, which only what is kept counts towards; then `keep`, whose
 * failure is logged by its kind alone (`what` names the submission) and answered `unavailable`.
 */
export async function admit<Accepted, Kept>(
  screened: Screened<Accepted>,
  proof: Proof,
  client: string,
  keep: (accepted: Accepted, botChecked: boolean) => Promise<Kept>,
  what: string,
): Promise<Admission<Kept>> {
  if ("refused" in screened) return refused(screened.refused, client);
  if ("honeypot" in screened) {
    await claimAttempt(CONTACT_REFUSED_THROTTLE, client);
    return { success: true };
  }
  if ("captcha" in proof && !(await passesBotCheck(proof.captcha, client)))
    return refused("bot_check_failed", client);
  const wait = await claimAttempt(CONTACT_THROTTLE, client);
  if (wait > 0) return { success: false, error: "too_many_requests", retryAfterSeconds: wait };
  try {
    return { success: true, kept: await keep(screened.accepted, "captcha" in proof) };
  } catch (error) {
    log.error({ kind: errorKind(error) }, `${what} could not be stored`);
    return { success: false, error: "unavailable" };
  }
}
