import { BotCheckUnavailable } from "./bot-check/bot-check-unavailable";
import { CONTACT_API_PATH, CONTACT_SUBMIT_DELAY_MS } from "./constants";

/** How a submission ended, named as its `contact.confirm.*` message. */
export type SendOutcome = "success" | "error" | "recaptcha";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the bot check, then posts the message as JSON (SPEC §7). Only the success flag counts: any other
 * answer, or no answer, is a failed send.
 */
export async function sendContactMessage(
  body: Record<string, string | undefined>,
  botCheckToken: () => Promise<string>,
): Promise<SendOutcome> {
  let captcha: string;
  try {
    captcha = await botCheckToken();
  } catch (error) {
    if (error instanceof BotCheckUnavailable) return "recaptcha";
    throw error;
  }
  await wait(CONTACT_SUBMIT_DELAY_MS);
  try {
    const response = await fetch(CONTACT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...body, captcha }),
    });
    if (!response.ok) return "error";
    const answer: unknown = await response.json();
    return typeof answer === "object" && answer !== null && "success" in answer && answer.success === true
      ? "success"
      : "error";
  } catch {
    return "error";
  }
}
