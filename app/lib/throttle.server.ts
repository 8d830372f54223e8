import { database } from "./db.server";

export interface ThrottleRule {
  /** Which counter: each purpose counts on its own. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Seconds until `client` may try again, or 0 when it is under the rule's limit.
 * Counts live in the database, so the limit holds across server processes.
 */
export async function retryAfterSeconds(rule: ThrottleRule, client: string): Promise<number> {
  const db = await database();
  const rows = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(at) AS oldest FROM (
       SELECT at FROM throttle_events
       WHERE bucket = $1 AND client = $2 AND at > now() - make_interval(secs => $3 / 1000.0)
       ORDER BY at DESC LIMIT $4
     ) recent`,
    [rule.bucket, client, rule.windowMs, rule.limit],
  );
  const { count = 0, oldest = null } = rows[0] ?? {};
  if (count < rule.limit || !oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + rule.windowMs - Date.now()) / 1000));
}

export async function recordAttempt(rule: ThrottleRule, client: string): Promise<void> {
  const db = await database();
  await db.query("INSERT INTO throttle_events (bucket, client) VALUES ($1, $2)", [rule.bucket, client]);
  // Keep the table small: drop what no rule can still count.
  await db.query(
    "DELETE FROM throttle_events WHERE bucket = $1 AND at < now() - make_interval(secs => $2 / 1000.0)",
    [rule.bucket, rule.windowMs],
  );
}

export async function clearAttempts(rule: ThrottleRule, client: string): Promise<void> {
  const db = await database();
  await db.query("DELETE FROM throttle_events WHERE bucket = $1 AND client = $2", [rule.bucket, client]);
}
