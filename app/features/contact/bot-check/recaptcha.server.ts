import { z } from "zod";
import { errorFields, log } from "~/lib/log.server";
import { BOT_CHECK_ACTION } from "../constants";

const SITEVERIFY_TIMEOUT_MS = 5000;

const answerSchema = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  score: z.number().optional(),
});

/**
 * reCAPTCHA v3: the token must be valid, made for our action on our host, and score high enough.
 * No answer in time counts as a failure: a message is never accepted unchecked.
 */
export async function verifyRecaptcha(
  token: string,
  settings: { secretKey: string; minScore: number; hostname: string; verifyUrl: string },
  remoteIp?: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const response = await fetch(settings.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = answerSchema.safeParse(await response.json());
    return (
      answer.success &&
      answer.data.success &&
      answer.data.action === BOT_CHECK_ACTION &&
      answer.data.hostname === settings.hostname &&
      (answer.data.score ?? 0) >= settings.minScore
    );
  } catch (error) {
    log.error(errorFields(error), "reCAPTCHA verification failed");
    return false;
  }
}
