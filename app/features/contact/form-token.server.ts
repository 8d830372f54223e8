import { database } from "~/lib/database.server";
import { shortenedForTests } from "~/lib/short-waits.server";
import { randomToken, signerFor } from "~/lib/tokens.server";
import { refused } from "./admission.server";
import { FORM_TOKEN } from "./constants";

const formTokenSigner = signerFor("trafalgar contact form token v1");

/** `issuedAt.nonce.signature`: when the form was handed out, signed with the newest SESSION_SECRET. */
export function issueFormToken(now = Date.now()): string {
  const body = `${now}.${randomToken(12)}`;
  return `${body}.${formTokenSigner.sign(body)}`;
}

/** `spent`: signed and in time, but used before (a repeat of a post, or a replay). */
export type FormTokenCheck = "accepted" | "tooSoon" | "spent" | "refused";

/**
 * Accepts a token once: signed by any configured secret, at least FORM_TOKEN.minFillMs and at most maxAgeMs
 * old, and not used before (kept with the used bot-check challenges until it would have expired, so a replay
 * fails in every server process).
 */
export async function checkFormToken(token: string, now = Date.now()): Promise<FormTokenCheck> {
  const match = /^(\d{13})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
  if (!match) return "refused";
  const [, issued = "", nonce = "", signature = ""] = match;
  const signed = formTokenSigner.verify(`${issued}.${nonce}`, signature);
  const issuedAt = Number(issued);
  if (!signed || now - issuedAt > FORM_TOKEN.maxAgeMs || issuedAt > now) return "refused";
  if (now - issuedAt < shortenedForTests(FORM_TOKEN.minFillMs)) return "tooSoon";
  const { db } = await database();
  await db.deleteFrom("contact_used_challenges").where("expires_at", "<", now).execute();
  const fresh = await db
    .insertInto("contact_used_challenges")
    .values({ signature: `form:${signature}`, expires_at: issuedAt + FORM_TOKEN.maxAgeMs })
    .onConflict((conflict) => conflict.column("signature").doNothing())
    .returning("signature")
    .execute();
  return fresh.length === 1 ? "accepted" : "spent";
}

/**
 * A plain post without the bot check's proof, by the token it brought back (or none, the first time): accepted,
 * or the token to ask the visitor to confirm with (the same one when it was too soon, else a new one), and
 * whether the token was spent already (the post may repeat one that was taken). A forged, spent or expired
 * token counts against the visitor's budget of refused requests.
 */
export async function vouchForPlainPost(
  token: string | null,
  client: string,
): Promise<{ accepted: true } | { accepted: false; formToken: string; spent: boolean }> {
  const check = token ? await checkFormToken(token) : undefined;
  if (check === "accepted") return { accepted: true };
  if (check === "refused" || check === "spent") await refused("bot_check_failed", client);
  return {
    accepted: false,
    formToken: check === "tooSoon" && token ? token : issueFormToken(),
    spent: check === "spent",
  };
}
