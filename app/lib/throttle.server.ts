import type { Kysely } from "kysely";
import { database } from "./database.server";
import type { DatabaseSchema } from "./database-schema";

export interface ThrottleRule {
  /** Which counter: each purpose counts on its own. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Seconds until the oldest counted attempt ages out of the window, or 0 while under the limit. */
async function waitSeconds(db: Kysely<DatabaseSchema>, rule: ThrottleRule, client: string): Promise<number> {
  const now = Date.now();
  const recent = await db
    .selectFrom("throttle_events")
    .select("at")
    .where("bucket", "=", rule.bucket)
    .where("client", "=", client)
    .where("at", ">", now - rule.windowMs)
    .orderBy("at", "desc")
    .limit(rule.limit)
    .execute();
  const oldest = recent.at(-1)?.at;
  if (recent.length < rule.limit || oldest === undefined) return 0;
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
}

/**
 * Seconds until `client` may try again, or 0 when it is under the rule's limit. Counts live in the
 * database, so the limit holds across server processes.
 */
export async function retryAfterSeconds(rule: ThrottleRule, client: string): Promise<number> {
  const { db } = await database();
  return waitSeconds(db, rule, client);
}

/**
 * Checks and counts one attempt as a single step: 0 when the attempt was counted and may go ahead, else the
 * seconds to wait. The check and the count run in one exclusive transaction per client, so a burst of
 * parallel requests gets exactly `limit` through, never more.
 */
export async function claimAttempt(rule: ThrottleRule, client: string): Promise<number> {
  const store = await database();
  return store.exclusive(`${rule.bucket}|${client}`, async (tx) => {
    const wait = await waitSeconds(tx, rule, client);
    if (wait > 0) return wait;
    const now = Date.now();
    await tx.insertInto("throttle_events").values({ bucket: rule.bucket, client, at: now }).execute();
    // Keep the table small: drop what no rule can still count.
    await tx
      .deleteFrom("throttle_events")
      .where("bucket", "=", rule.bucket)
      .where("at", "<", now - rule.windowMs)
      .execute();
    return 0;
  });
}

export async function clearAttempts(rule: ThrottleRule, client: string): Promise<void> {
  const { db } = await database();
  await db
    .deleteFrom("throttle_events")
    .where("bucket", "=", rule.bucket)
    .where("client", "=", client)
    .execute();
}
