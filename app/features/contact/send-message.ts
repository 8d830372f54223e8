import { CONTACT_API_PATH, CONTACT_SUBMIT_DELAY_MS } from "./constants";

/** How a submission ended, named as its `contact.confirm.*` message. */
export type SendOutcome = "success" | "error";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts the message as JSON with the bot check's proof (`captcha`, SPEC §7). Only the success flag counts: any
 * other answer, or no answer, is a failed send.
 */
export async function sendContactMessage(
  body: Record<string, string | undefined>,
  captcha: string,
): Promise<SendOutcome> {
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
