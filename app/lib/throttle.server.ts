import { database, type Transaction } from "./db.server";

export interface ThrottleRule {
  /** Which counter: each purpose counts on its own. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Seconds until the oldest counted attempt ages out of the window, or 0 while under the limit. */
async function waitSeconds(
  db: Pick<Transaction, "query">,
  rule: ThrottleRule,
  client: string,
): Promise<number> {
  const rows = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(at) AS oldest FROM (
       SELECT at FROM throttle_events
       WHERE bucket = $1 AND client = $2 AND at > $3
       ORDER BY at DESC LIMIT $4
     ) recent`,
    [rule.bucket, client, new Date(Date.now() - rule.windowMs), rule.limit],
  );
  const { count = 0, oldest = null } = rows[0] ?? {};
  if (count < rule.limit || !oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + rule.windowMs - Date.now()) / 1000));
}

/**
 * Seconds until `client` may try again, or 0 when it is under the rule's limit. Counts live in the
 * database, so the limit holds across server processes.
 */
export async function retryAfterSeconds(rule: ThrottleRule, client: string): Promise<number> {
  return waitSeconds(await database(), rule, client);
}

/**
 * Checks and counts one attempt as a single step: 0 when the attempt was counted and may go ahead, else the
 * seconds to wait. A per-client lock serialises concurrent claims, so a burst of parallel requests gets
 * exactly `limit` through, never more.
 */
export async function claimAttempt(rule: ThrottleRule, client: string): Promise<number> {
  const db = await database();
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${rule.bucket}|${client}`]);
    const wait = await waitSeconds(tx, rule, client);
    if (wait > 0) return wait;
    await tx.query("INSERT INTO throttle_events (bucket, client, at) VALUES ($1, $2, $3)", [
      rule.bucket,
      client,
      new Date(),
    ]);
    // Keep the table small: drop what no rule can still count.
    await tx.query("DELETE FROM throttle_events WHERE bucket = $1 AND at < $2", [
      rule.bucket,
      new Date(Date.now() - rule.windowMs),
    ]);
    return 0;
  });
}

export async function clearAttempts(rule: ThrottleRule, client: string): Promise<void> {
  const db = await database();
  await db.query("DELETE FROM throttle_events WHERE bucket = $1 AND client = $2", [rule.bucket, client]);
}
