import type { Kysely } from "kysely";
import { addressNetwork } from "./address-prefix.server";
import { database } from "./database.server";
import type { DatabaseSchema } from "./database-schema";

/** At most `limit` attempts in any `windowMs`. */
export interface ThrottleLimit {
  limit: number;
  windowMs: number;
}

export interface ThrottleRule extends ThrottleLimit {
  /** Which counter: each purpose counts on its own. */
  bucket: string;
  /**
   * Longer windows with higher limits over the same attempts: one who keeps failing is slowed by the rule's own
   * limit first, then locked out for longer by these.
   */
  longer?: readonly ThrottleLimit[];
}

/** The rule's limits, shortest window first. */
function limitsOf(rule: ThrottleRule): readonly ThrottleLimit[] {
  return [rule, ...(rule.longer ?? [])];
}

/** How far back the rule ever looks. */
function longestWindowMs(rule: ThrottleRule): number {
  return Math.max(...limitsOf(rule).map((each) => each.windowMs));
}

/**
 * Who is counted: an address's network (a client can pick a new IPv6 address in its /64 for every request, so
 * the /64 is one client), any other key as it is.
 */
const keyOf = addressNetwork;

/** Seconds until every limit is met again (the oldest attempt a limit counts ages out), or 0 while under all. */
async function waitSeconds(db: Kysely<DatabaseSchema>, rule: ThrottleRule, key: string): Promise<number> {
  const now = Date.now();
  const limits = limitsOf(rule);
  const recent = await db
    .selectFrom("throttle_events")
    .select("at")
    .where("bucket", "=", rule.bucket)
    .where("client", "=", key)
    .where("at", ">", now - longestWindowMs(rule))
    .orderBy("at", "desc")
    .limit(Math.max(...limits.map((each) => each.limit)))
    .execute();
  let wait = 0;
  for (const { limit, windowMs } of limits) {
    const oldest = recent.filter((event) => event.at > now - windowMs)[limit - 1]?.at;
    if (oldest !== undefined) wait = Math.max(wait, Math.ceil((oldest + windowMs - now) / 1000), 1);
  }
  return wait;
}

/**
 * Seconds until `client` may try again, or 0 when it is under the rule's limits. Counts live in the
 * database, so the limit holds across server processes.
 */
export async function retryAfterSeconds(rule: ThrottleRule, client: string): Promise<number> {
  const { db } = await database();
  return waitSeconds(db, rule, keyOf(client));
}

/**
 * Checks and counts one attempt as a single step: 0 when the attempt was counted and may go ahead, else the
 * seconds to wait. The check and the count run in one exclusive transaction per client, so a burst of
 * parallel requests gets exactly `limit` through, never more. `about` says what the attempt was at (an
 * account, an address), so that `clearAttempts` can later clear that alone.
 */
export async function claimAttempt(rule: ThrottleRule, client: string, about = ""): Promise<number> {
  const store = await database();
  const key = keyOf(client);
  return store.exclusive(`${rule.bucket}|${key}`, async (tx) => {
    const wait = await waitSeconds(tx, rule, key);
    if (wait > 0) return wait;
    const now = Date.now();
    await tx
      .insertInto("throttle_events")
      .values({ bucket: rule.bucket, client: key, at: now, about })
      .execute();
    // Keep the table small: drop what no limit of the rule can still count.
    await tx
      .deleteFrom("throttle_events")
      .where("bucket", "=", rule.bucket)
      .where("at", "<", now - longestWindowMs(rule))
      .execute();
    return 0;
  });
}

/** Forgets the client's counted attempts: all of them, or only those at `about`. */
export async function clearAttempts(rule: ThrottleRule, client: string, about?: string): Promise<void> {
  const { db } = await database();
  let query = db
    .deleteFrom("throttle_events")
    .where("bucket", "=", rule.bucket)
    .where("client", "=", keyOf(client));
  if (about !== undefined) query = query.where("about", "=", about);
  await query.execute();
}
