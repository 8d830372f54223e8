import { hkdfSync } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { database } from "~/lib/database.server";
import { sessionSecrets } from "~/lib/secrets.server";
import { shortenedForTests } from "~/lib/short-waits.server";
import { ALTCHA_ALGORITHM, ALTCHA_CHALLENGE_TTL_MS, ALTCHA_COST, ALTCHA_COUNTER_RANGE } from "../constants";

/**
 * Two keys: one signs challenges, one signs the expected answer so verifying costs no work. Both derive
 * from the site's signing secret, so every process sharing SESSION_SECRET accepts the others' challenges.
 */
function secrets() {
  const [current = ""] = sessionSecrets();
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync("sha256", current, "", purpose, 32)).toString("hex");
  return {
    hmacSignatureSecret: derive("altcha challenge signature"),
    hmacKeySignatureSecret: derive("altcha key signature"),
  };
}

export function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: shortenedForTests(ALTCHA_COST),
    counter: randomInt(...ALTCHA_COUNTER_RANGE),
    deriveKey,
    expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
    ...secrets(),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

function decode(token: string): { challenge: Challenge & { signature: string }; solution: Solution } | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A solution is accepted once: signed by us, not expired, correct, and not seen before. Used signatures
 * are kept in the database until their challenge expires, so a replay fails in every server process.
 */
export async function verifyAltcha(token: string): Promise<boolean> {
  const payload = decode(token);
  const expiresAt = payload?.challenge.parameters.expiresAt;
  if (!payload || !expiresAt) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...secrets(),
  });
  if (!result.verified) return false;
  const { db } = await database();
  const now = Date.now();
  await db.deleteFrom("contact_used_challenges").where("expires_at", "<", now).execute();
  const fresh = await db
    .insertInto("contact_used_challenges")
    // ALTCHA states expiry in seconds; the database keeps milliseconds like every other time.
    .values({ signature: payload.challenge.signature, expires_at: expiresAt * 1000 })
    .onConflict((conflict) => conflict.column("signature").doNothing())
    .returning("signature")
    .execute();
  return fresh.length === 1;
}
